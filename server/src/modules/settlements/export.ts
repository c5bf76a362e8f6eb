import ExcelJS from 'exceljs';
import { SETTLEMENT_LIMITS, SETTLEMENT_PRICE_UNIT_LABELS, SETTLEMENT_UNIT_LABELS } from '@contract/settlements.meta';
import type { AuthContext } from '../../http/auth';
import { safeRow } from '../../lib/sheet-cells';
import { chinaDateTime } from '../../lib/time';
import { statusLabel, viewer, type SettlementCtx } from './common';
import * as repo from './repo';
import { billOf, lineOf } from './service';

const money = (fen: number) => fen / 100;
const YUAN = '#,##0.00';

/** The bill as an .xlsx workbook: its head, every line, and the totals row; records an `exported` event. */
export async function settlementExport(
  ctx: SettlementCtx,
  { settlementId }: { settlementId: string },
  auth: AuthContext,
): Promise<{ fileName: string; body: Buffer }> {
  const { db, clock } = ctx;
  const supplier = viewer(auth);
  const bill = await billOf(db, settlementId, supplier.id);
  const lines = (await repo.pageLines(db, bill.id, { offset: 0, limit: SETTLEMENT_LIMITS.lines })).map((r) => lineOf(r, bill.unit));
  const unit = SETTLEMENT_UNIT_LABELS[bill.unit] ?? bill.unit;

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('结算单');
  sheet.columns = [
    { key: 'candidateName', width: 14 },
    { key: 'candidateId', width: 12 },
    { key: 'quantity', width: 12 },
    { key: 'unitLabel', width: 8 },
    { key: 'unitPrice', width: 14, style: { numFmt: YUAN } },
    { key: 'grossAmount', width: 14, style: { numFmt: YUAN } },
    { key: 'deduction', width: 14, style: { numFmt: YUAN } },
    { key: 'deductionReason', width: 24 },
    { key: 'amount', width: 14, style: { numFmt: YUAN } },
    { key: 'disputed', width: 10 },
  ];
  const head: [string, string][] = [
    ['结算单号', String(bill.id)],
    ['状态', statusLabel(bill.status)],
    ['任务', bill.task_title],
    ['用工企业', bill.company_name],
    ['订单号', String(bill.order_id)],
    ['结算期间', `${bill.period_from} 至 ${bill.period_to}`],
    ['出单时间', chinaDateTime(bill.issued_at)],
    ['单价', `${(bill.unit_price_fen / 100).toFixed(2)} ${SETTLEMENT_PRICE_UNIT_LABELS[bill.unit] ?? bill.unit}`],
  ];
  if (bill.paid_at) head.push(['付款时间', chinaDateTime(bill.paid_at)], ['付款流水号', bill.payment_reference ?? '—']);
  for (const row of head) sheet.addRow(safeRow(row)).getCell(1).font = { bold: true };
  sheet.addRow([]);
  const header = sheet.addRow([
    '候选人',
    '候选人编号',
    `数量（${unit}）`,
    '单位',
    `单价（${SETTLEMENT_PRICE_UNIT_LABELS[bill.unit] ?? '元'}）`,
    '应结（元）',
    '扣款（元）',
    '扣款原因',
    '实结（元）',
    '异议',
  ]);
  header.font = { bold: true };
  for (const l of lines) {
    sheet.addRow(
      safeRow([
        l.candidateName,
        l.candidateId,
        l.quantity,
        l.unitLabel,
        money(l.unitPrice),
        money(l.grossAmount),
        money(l.deduction),
        l.deductionReason ?? '',
        money(l.amount),
        l.disputed ? '是' : '',
      ]),
    );
  }
  const totals = sheet.addRow([
    '合计',
    `${lines.length} 人`,
    '',
    '',
    '',
    money(Number(bill.gross_fen)),
    money(Number(bill.deduction_fen)),
    '',
    money(Number(bill.total_fen)),
    '',
  ]);
  totals.font = { bold: true };

  const body = Buffer.from(await book.xlsx.writeBuffer());
  await repo.insertEvent(db, {
    settlementId: bill.id,
    event: 'exported',
    actorUserId: auth.userId,
    actorLabel: auth.userName,
    clientIp: auth.clientIp ?? null,
    at: clock(),
  });
  return { fileName: `结算单-${bill.id}-${bill.period_from}至${bill.period_to}.xlsx`, body };
}
