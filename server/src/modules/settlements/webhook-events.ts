import type { Executor } from '../../db/schema';
import { isoTime } from '../../lib/time';
import type { WebhookPort } from '../webhooks';

type BillFacts = { id: number; supplier_id: number; order_id: number; task_id: number; total_fen: number };

/**
 * A bill's changes as webhook events, written in the change's transaction (the webhooks module's outbox). Money
 * in integer fen, times ISO 8601; only the bill's own supplier hears of it.
 */
export function settlementWebhooks(webhooks: WebhookPort | undefined) {
  const base = (bill: BillFacts) => ({
    settlementId: String(bill.id),
    orderId: String(bill.order_id),
    taskId: String(bill.task_id),
    totalAmount: bill.total_fen,
  });
  return {
    async issued(
      trx: Executor,
      bill: BillFacts & { period_from: string; period_to: string; line_count: number; supersedes_id: number | null },
      at: Date,
    ) {
      await webhooks?.emit(trx, {
        supplierId: bill.supplier_id,
        type: 'settlement.issued',
        data: {
          ...base(bill),
          status: 'pending',
          periodFrom: bill.period_from,
          periodTo: bill.period_to,
          lineCount: bill.line_count,
          supersedesId: bill.supersedes_id === null ? null : String(bill.supersedes_id),
          issuedAt: isoTime(at),
        },
      });
    },
    async statusChanged(trx: Executor, bill: BillFacts, from: string, to: string, at: Date, reason: string | null = null) {
      await webhooks?.emit(trx, {
        supplierId: bill.supplier_id,
        type: 'settlement.status_changed',
        data: { ...base(bill), from, to, reason, changedAt: isoTime(at) },
      });
    },
  };
}
