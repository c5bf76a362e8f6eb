import { Timeline, Typography } from 'antd';
import type { TimelineEntry } from '@contract/candidates';
import { CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { STATUS_COLORS, timeOf } from '../format';

/** Every move of the candidate: who, when, from, to, the reason and what the platform arranged (interview, start day) when there is one. Newest first. */
export function CandidateTimeline({ entries }: { entries: TimelineEntry[] }) {
  const items = [...entries].reverse().map((entry, index) => ({
    key: `${entry.at}-${index}`,
    color: STATUS_COLORS[entry.to],
    content: (
      <div className="candidate-timeline-entry">
        <Typography.Text strong>
          {entry.from ? `${CANDIDATE_STATUS_LABELS[entry.from]} → ${entry.toLabel}` : `推荐（${entry.toLabel}）`}
        </Typography.Text>
        <div className="candidate-timeline-meta">
          {timeOf(entry.at)} · {entry.by}
        </div>
        {entry.reason && <div>原因：{entry.reason}</div>}
        {entry.note && <div>{entry.note}</div>}
      </div>
    ),
  }));
  return <Timeline items={items} />;
}
