import { Timeline, Typography } from 'antd';
import type { SettlementHistoryItem } from '@contract/settlements';
import type { SettlementEvent } from '@contract/settlements.meta';
import { timeOf } from '../format';

const EVENT_COLORS: Partial<Record<SettlementEvent, string>> = {
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
  if (!history.length) return <Typography.Text type="secondary">暂无操作记录</Typography.Text>;
  const items = [...history].reverse().map((item) => ({
    key: item.eventId,
    color: EVENT_COLORS[item.event] ?? 'gray',
    content: (
      <div className="settlement-history-entry" data-event={item.event}>
        <Typography.Text strong>{item.label}</Typography.Text>
        <div className="candidate-timeline-meta">
          {timeOf(item.at)} · {item.actor}
          {item.ip ? ` · IP ${item.ip}` : ''}
        </div>
        {item.note && <div>{item.note}</div>}
      </div>
    ),
  }));
  return <Timeline items={items} />;
}
