import ExcelJS from 'exceljs';
import { CANDIDATE_DEGREES, CANDIDATE_SEXES } from '@contract/candidates.meta';
import { FILE_LIMITS } from '@contract/files.meta';
import type * as contract from '@contract/task-import';
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME, IMPORT_TEMPLATE_FILE_NAME, type ImportField } from '@contract/task-import.meta';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { FileAnswer } from '../../http/file-route';

const LAST_ROW = FILE_LIMITS.importMaxRows + 1;
const letter = (index: number) => String.fromCharCode(65 + index);
const columnOf = (field: string) => letter(IMPORT_COLUMNS.findIndex((c) => c.field === field));

const list = (values: readonly string[]): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
  showErrorMessage: true,
  errorTitle: '请从列表中选择',
  error: `只能填写：${values.join('、')}`,
});

/** The drop-downs of the template's columns, also given back on the annotated sheet. */
export const IMPORT_DROP_DOWNS = {
  degree: list(CANDIDATE_DEGREES.map((d) => d.label)),
  sex: list(CANDIDATE_SEXES.map((s) => s.label)),
} satisfies Partial<Record<ImportField, ExcelJS.DataValidation>>;

/**
 * The template: the headers in Chinese, text format for the number-like columns (an ID number typed into a
 * number cell loses its last digits), drop-downs for 学历 and 性别, and a sheet that explains every column.
 */
export async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'supplier-portal';
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.field,
    width: c.field === 'idNumber' ? 22 : c.field === 'remark' ? 30 : c.field === 'expectedInterviewTime' ? 20 : 12,
    style: ['mobile', 'idNumber', 'expectedInterviewTime', 'remark', 'name'].includes(c.field) ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, col) => {
    const column = IMPORT_COLUMNS[col - 1]!;
    cell.note = `${column.required ? '必填' : '选填'}：${column.hint}`;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: column.required ? 'FFFFE7BA' : 'FFF0F0F0' } };
  });
  // Cell by cell: exceljs writes runs of equal validations as one range.
  const { degree: degrees, sex: sexes } = IMPORT_DROP_DOWNS;
  for (let row = 2; row <= LAST_ROW; row++) {
    sheet.getCell(`${columnOf('degree')}${row}`).dataValidation = degrees;
    sheet.getCell(`${columnOf('sex')}${row}`).dataValidation = sexes;
  }

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '是否必填', width: 10 },
    { header: '说明', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow([c.header, c.required ? '必填' : '选填', c.hint]);
  help.addRow([]);
  help.addRow(['规则', '', `每次最多 ${FILE_LIMITS.importMaxRows} 行；任何一行有误则整批都不导入，请按提示修改后重新上传`]);
  help.addRow([
    '规则',
    '',
    '同一人（身份证号）不能在表中重复出现，也不能重复推荐到同一订单；30 天内已由其他供应商推荐到该任务的人员不能推荐',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The template holds no data and never changes while the server runs: built once, on first use.
let template: Promise<Buffer> | null = null;

/** `task_batch`: the template, for anyone (the path has no /auth/). */
export async function taskBatch(_ctx: Ctx, _input: z.output<typeof contract.taskBatch.request>, _auth: null): Promise<FileAnswer> {
  template ??= buildTemplate();
  return { fileName: IMPORT_TEMPLATE_FILE_NAME, body: await template };
}
