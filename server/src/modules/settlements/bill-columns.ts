/** What a bill's row in a list shows, in the supplier's 结算 and in the console's (which adds the supplier). */
export const BILL_LIST_COLUMNS = [
  's.id',
  's.order_id',
  's.task_id',
  's.status',
  's.total_fen',
  's.line_count',
  's.period_from',
  's.period_to',
  's.issued_at',
  's.version',
  's.superseded_at',
] as const;
