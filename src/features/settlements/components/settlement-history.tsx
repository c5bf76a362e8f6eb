import type { SettlementHistoryItem } from '@contract/settlements';
import type { SettlementEvent } from '@contract/settlements.meta';
import { LightText } from '@/components/light/text';
import { LightTimeline } from '@/components/light/timeline';
import type { LightTimelineItem } from '@/components/light/timeline';
import { timeOf } from '../format';

const EVENT_COLORS: Partial<Record<SettlementEvent, LightTimelineItem['color']>> = {
  issued: 'blue',
  confirmed: 'green',
  paid: 'green',
  disputed: 'orange',
  failed: 'red',
  resubmitted: 'blue',
  deleted: 'gray',
};

/** The bill's audit trail, newest first: what happened, who did it, when, and from which address. */
export function SettlementHistory({ history }: { history: SettlementHistoryItem[] }) {
  if (!history.length) return <LightText type="secondary">暂无操作记录</LightText>;
  const items = [...history].reverse().map((item) => ({
    key: item.eventId,
    color: EVENT_COLORS[item.event] ?? 'gray',
    children: (
      <div className="settlement-history-entry" data-event={item.event}>
        <LightText strong>{item.label}</LightText>
        <div className="candidate-timeline-meta">
          {timeOf(item.at)} · {item.actor}
          {item.ip ? ` · IP ${item.ip}` : ''}
        </div>
        {item.note && <div>{item.note}</div>}
      </div>
    ),
  }));
  return <LightTimeline items={items} />;
}
