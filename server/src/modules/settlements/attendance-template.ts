import ExcelJS from 'exceljs';
import { ATTENDANCE_COLUMNS, ATTENDANCE_SHEET_NAME } from '@contract/platform/settlements.meta';
import { SETTLEMENT_LIMITS, SETTLEMENT_UNIT_LABELS } from '@contract/settlements.meta';

const HINTS: Record<(typeof ATTENDANCE_COLUMNS)[number]['field'], string> = {
  candidateId: '订单中已入职候选人的编号（控制台候选人列表可查）',
  name: '候选人姓名，仅供核对：填写时须与编号对应的姓名一致',
  quantity: '结算数量，按任务的计薪单位（小时/天/月/件/人），最多两位小数',
  deduction: '扣款金额（元），最多两位小数，不能超过该行应结金额；不扣款留空',
  deductionReason: '扣款原因，有扣款时填写',
};

/**
 * The attendance sheet's template: the headers, text format for the id (a long number cell loses digits), a
 * sheet explaining each column; for an order, a row per hired candidate with the id and name filled in.
 */
export async function buildAttendanceTemplate(order: { unit: string; candidates: { id: number; name: string }[] } | null): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'supplier-portal';
  const sheet = workbook.addWorksheet(ATTENDANCE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ATTENDANCE_COLUMNS.map((c) => ({
    header: c.header,
    key: c.field,
    width: c.field === 'deductionReason' ? 30 : 14,
    style: c.field === 'candidateId' || c.field === 'name' || c.field === 'deductionReason' ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, col) => {
    const column = ATTENDANCE_COLUMNS[col - 1]!;
    cell.note = `${column.required ? '必填' : '选填'}：${HINTS[column.field]}`;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: column.required ? 'FFFFE7BA' : 'FFF0F0F0' } };
  });
  for (const c of order?.candidates ?? []) sheet.addRow({ candidateId: String(c.id), name: c.name });

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '是否必填', width: 10 },
    { header: '说明', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of ATTENDANCE_COLUMNS) help.addRow([c.header, c.required ? '必填' : '选填', HINTS[c.field]]);
  help.addRow([]);
  if (order) help.addRow(['计薪单位', '', `本订单按「${SETTLEMENT_UNIT_LABELS[order.unit] ?? order.unit}」结算`]);
  help.addRow([
    '规则',
    '',
    `每张考勤表最多 ${SETTLEMENT_LIMITS.lines} 行；同一候选人只能出现一次；任何一行有误则不出具账单，请按提示修改后重新上传`,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
