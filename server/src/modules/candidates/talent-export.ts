import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import { CANDIDATE_MANAGE_PERMISSION, CANDIDATE_SEXES, CANDIDATE_STATUS_LABELS, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES, LIST_EXPORT_MAX_ROWS } from '@contract/http.meta';
import { sortOf } from '../../db/sort';
import { requirePermission, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { chinaDateTime, chinaDay } from '../../lib/time';
import { keysetBatches, xlsxStream, type XlsxColumn } from '../../lib/xlsx-stream';
import type { Ctx } from '../../ctx';
import { likePattern } from '../orders';
import * as repo from './list-repo';
import { toSummary } from './summary';

type Row = ReturnType<typeof toSummary> & { submitted: Date; expected: Date | null };

const SEX = Object.fromEntries(CANDIDATE_SEXES.map((s) => [s.code, s.label])) as Record<string, string>;

const COLUMNS: XlsxColumn<Row>[] = [
  { header: '候选人编号', width: 12, value: (c) => c.candidateId },
  { header: '姓名', width: 12, value: (c) => c.name },
  { header: '手机号', width: 14, value: (c) => c.mobile },
  { header: '身份证号', width: 22, value: (c) => c.idNumber },
  { header: '性别', width: 6, value: (c) => SEX[c.sex] ?? c.sex },
  { header: '年龄', width: 6, value: (c) => c.age },
  { header: '学历', width: 12, value: (c) => c.degreeLabel },
  { header: '状态', width: 10, value: (c) => c.statusLabel },
  { header: '期望面试时间', width: 20, value: (c) => (c.expected ? chinaDateTime(c.expected) : '') },
  { header: '推荐人', width: 12, value: (c) => c.submittedBy.userName },
  { header: '推荐时间', width: 20, value: (c) => chinaDateTime(c.submitted) },
  { header: '备注', width: 30, value: (c) => c.remark ?? '' },
];

/**
 * One order's candidates (talent_list's filters and order) as a streamed .xlsx: the order must be one the caller
 * sees (another supplier's is E000404 before anything is written), ID numbers masked as on the list.
 */
export async function talentExport(
  ctx: Pick<Ctx, 'db' | 'clock' | 'orders'>,
  q: z.output<typeof contract.talentExport.request>,
  auth: AuthContext,
): Promise<{ fileName: string; body: Readable }> {
  const { db, clock, orders } = ctx;
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  const order = await orders.findVisible(auth, supplier, q.orderId);
  const filter: repo.CandidateListFilter = { orderId: order.id, status: q.status, keywordPattern: likePattern(q.keyword) };
  let total = 0;
  for (const r of await repo.countByStatus(db, filter)) if (!q.status || r.status === q.status) total += Number(r.n);
  if (total > LIST_EXPORT_MAX_ROWS)
    throw new BusinessError(
      ERROR_CODES.validation,
      `符合条件的候选人有 ${total} 人，一次最多导出 ${LIST_EXPORT_MAX_ROWS} 人，请缩小筛选范围`,
    );
  const sort = sortOf(q, repo.CANDIDATE_SORT_COLUMNS, repo.DEFAULT_CANDIDATE_SORT);
  async function* batches() {
    for await (const rows of keysetBatches((after: repo.CandidatePageRow | undefined, limit) =>
      repo.candidatesAfter(db, filter, sort, after, limit),
    )) {
      yield rows.map((r): Row => ({ ...toSummary(r, r.has_detail, true), submitted: r.created_at, expected: r.expected_interview_time }));
    }
  }
  const status = q.status ? `-${CANDIDATE_STATUS_LABELS[q.status as CandidateStatus]}` : '';
  return {
    fileName: `候选人-${order.title}-订单${order.id}${status}-${chinaDay(clock())}.xlsx`,
    body: xlsxStream('候选人', COLUMNS, batches()),
  };
}
