import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import * as contract from '@contract/platform/settlements';
import { ATTENDANCE_COLUMNS, ATTENDANCE_TEMPLATE_FILE_NAME } from '@contract/platform/settlements.meta';
import type { ImportError } from '@contract/task-import';
import type { Ctx } from '../../ctx';
import type { FileAnswer } from '../../http/file-route';
import { XLSX_TYPE } from '../../http/file-route';
import { BusinessError } from '../../http/envelope';
import type { Upload } from '../../http/uploads';
import { fieldPath, formatIssues } from '../../http/zod-messages';
import { parseId } from '../../lib/ids';
import { moneyText } from '../../lib/money';
import { hiredCandidates } from '../candidates';
import { recordStaffAction, type StaffAuth } from '../staff';
import { readAttendanceSheet, type SheetLine } from './attendance-sheet';
import { buildAttendanceTemplate } from './attendance-template';
import { grossFen } from './money';
import { issueSettlement } from './platform';
import { orderTermsOf } from './platform-repo';

type IssueResult = z.input<typeof contract.platformSettlementIssue.response>;

const orderNotFound = (id: string) => new BusinessError(ERROR_CODES.notFound, `订单 ${id} 不存在`);
const columnIndex = (header: string) => ATTENDANCE_COLUMNS.findIndex((c) => c.header === header);
const sorted = (errors: ImportError[]) => errors.sort((a, b) => a.row - b.row || columnIndex(a.column) - columnIndex(b.column));

async function orderOf(ctx: Ctx, orderId: string) {
  const id = parseId(orderId);
  const order = id === null ? undefined : await orderTermsOf(ctx.db, id);
  if (!order) throw orderNotFound(orderId);
  return order;
}

/** The attendance sheet's template (考勤表模板.xlsx); for an order, with its hired candidates filled in. */
export async function platformSettlementTemplate(
  ctx: Ctx,
  q: z.output<typeof contract.platformSettlementTemplate.request>,
  _auth: StaffAuth,
): Promise<FileAnswer> {
  const order = q.orderId === undefined ? null : await orderOf(ctx, q.orderId);
  const candidates = order ? await hiredCandidates(ctx.db, order.id) : [];
  const body = await buildAttendanceTemplate(order ? { unit: order.reward_unit, candidates } : null);
  const fileName = order ? `考勤表-订单${order.id}.xlsx` : ATTENDANCE_TEMPLATE_FILE_NAME;
  return { fileName, body, contentType: XLSX_TYPE, headers: { 'cache-control': 'private, no-store' } };
}

/** Each row against the order: a hired candidate of it, the name (when given) its own, once, a deduction within the line. */
function checkAgainstOrder(lines: SheetLine[], hired: Map<number, string>, unitPriceFen: number): ImportError[] {
  const errors: ImportError[] = [];
  const seen = new Map<number, number>();
  const [idColumn, nameColumn, deductionColumn] = ['候选人编号', '姓名', '扣款（元）'];
  for (const l of lines) {
    const name = hired.get(l.candidateId);
    const earlier = seen.get(l.candidateId);
    if (earlier !== undefined) errors.push({ row: l.row, column: idColumn, message: `与第 ${earlier} 行是同一候选人` });
    else seen.set(l.candidateId, l.row);
    if (name === undefined) {
      errors.push({ row: l.row, column: idColumn, message: `候选人 ${l.candidateId} 不是该订单的已入职人员` });
      continue;
    }
    if (l.name !== null && l.name !== name)
      errors.push({ row: l.row, column: nameColumn, message: `姓名与候选人编号不符（编号 ${l.candidateId} 为「${name}」）` });
    const gross = grossFen(l.quantityCenti, unitPriceFen);
    if (l.deductionFen > gross)
      errors.push({ row: l.row, column: deductionColumn, message: `扣款 ${moneyText(l.deductionFen)} 超过应结金额 ${moneyText(gross)}` });
  }
  return errors;
}

/**
 * 出具账单 from an attendance sheet: every row checked (its shape, then against the order) and every problem answered
 * at once with nothing written; a clean sheet issues the bill through the same operation as ops `issue-settlement`
 * (its period rules, the order's lock, notices and webhooks), with the staff action in its transaction.
 */
export async function platformSettlementIssue(ctx: Ctx, upload: Upload, auth: StaffAuth): Promise<IssueResult> {
  const form = contract.platformSettlementIssueFields.safeParse(upload.fields);
  if (!form.success)
    throw new BusinessError(
      ERROR_CODES.validation,
      formatIssues(form.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }))),
    );
  const file = upload.files.find((f) => f.fieldName === 'file');
  if (!file || upload.files.length !== 1) throw new BusinessError(ERROR_CODES.validation, 'file：请上传一个考勤表（.xlsx，字段名 file）');
  const { orderId, from, to } = form.data;
  const order = await orderOf(ctx, orderId);
  const sheet = await readAttendanceSheet(file.bytes);
  const hired = new Map((await hiredCandidates(ctx.db, order.id)).map((c) => [c.id, c.name]));
  const errors = [...sheet.errors, ...checkAgainstOrder(sheet.lines, hired, order.reward_amount)];
  if (errors.length) return { ok: false, settlement: null, errors: sorted(errors) };
  const lines = sheet.lines.map(({ candidateId, quantityCenti, deductionFen, deductionReason }) => ({
    candidateId,
    quantityCenti,
    deductionFen,
    deductionReason,
  }));
  const settlement = await issueSettlement(ctx, { orderId: order.id, from, to, lines }, (trx, bill) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'settlement.issue',
        targetType: 'settlement',
        targetId: bill.settlementId,
        summary: `出具账单 ${bill.settlementId}：订单 ${bill.orderId}，${from} 至 ${to}，${bill.lineCount} 条明细，合计 ${moneyText(bill.totalAmount)}`,
      },
      trx,
    ),
  );
  return { ok: true, settlement, errors: [] };
}
