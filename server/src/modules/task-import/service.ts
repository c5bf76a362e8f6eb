import { z } from 'zod';
import { candidateFields } from '@contract/candidates';
import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate, identityMismatches } from '@contract/id-number';
import * as contract from '@contract/task-import';
import { IMPORT_COLUMNS, type ImportField } from '@contract/task-import.meta';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { formatIssues, fieldPath } from '../../http/zod-messages';
import type { Clock } from '../../lib/clock';
import { personKeyOf, type BatchAdd, type BatchCandidate } from '../candidates';
import { sniffType, type UploadedFile } from '../files';
import {type OrderService } from '../orders';
import { requirePermission } from '../../http/auth';
import { unzipLimited, ZipLimitError } from '../resumes';
import { readSheet } from './read-sheet';

type ImportResult = z.output<typeof contract.taskImport.response>;
type ImportError = contract.ImportError;

/** A row's fields with the rules of `add` (resume files are not imported). */
const rowSchema = z.strictObject({
  name: candidateFields.name,
  mobile: candidateFields.mobile,
  idNumber: candidateFields.idNumber,
  sex: candidateFields.sex,
  age: candidateFields.age,
  degree: candidateFields.degree,
  expectedInterviewTime: candidateFields.expectedInterviewTime,
  remark: candidateFields.remark,
});

const headerOf = (field: string) => IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? '';
const MISSING: Record<ImportField, string> = {
  name: '姓名不能为空',
  mobile: '手机号不能为空',
  idNumber: '身份证号不能为空',
  sex: '性别不能为空（男 / 女）',
  age: '年龄不能为空',
  degree: '学历不能为空（请从下拉列表选择）',
  expectedInterviewTime: '',
  remark: '',
};

const failed = (errors: ImportError[]): ImportResult => ({
  ok: false,
  imported: 0,
  candidateIds: [],
  errors: errors.sort((a, b) => a.row - b.row || IMPORT_COLUMNS.findIndex((c) => c.header === a.column) - IMPORT_COLUMNS.findIndex((c) => c.header === b.column)),
});

export function createTaskImportService({ clock, orders, addMany }: { clock: Clock; orders: OrderService; addMany: BatchAdd }) {
  /** Checks one row like `add` would, before any database work: shape, then ID number against sex and age. */
  function checkRow(row: number, values: Record<string, unknown>, today: string): { fields?: BatchCandidate['fields']; errors: ImportError[] } {
    const errors: ImportError[] = [];
    for (const c of IMPORT_COLUMNS) if (c.required && values[c.field] === undefined) errors.push({ row, column: c.header, message: MISSING[c.field] });
    const parsed = rowSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (values[field] === undefined) continue;
        if (errors.some((e) => e.column === headerOf(field))) continue;
        errors.push({ row, column: headerOf(field), message: issue.message });
      }
      return { errors };
    }
    for (const m of identityMismatches(parsed.data, today)) errors.push({ row, column: headerOf(m.field), message: m.message });
    return errors.length ? { errors } : { fields: parsed.data, errors };
  }

  async function importSheet(auth: AuthContext, upload: { files: UploadedFile[]; fields: Record<string, string> }): Promise<ImportResult> {
    const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
    const form = contract.taskImportFields.safeParse(upload.fields);
    if (!form.success) throw new BusinessError(ERROR_CODES.validation, formatIssues(form.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }))));
    const file = upload.files.find((f) => f.fieldName === 'file');
    if (!file || upload.files.length !== 1) throw new BusinessError(ERROR_CODES.validation, 'file：请上传一个 .xlsx 表格（字段名 file）');
    // Another supplier's order is "not found" before anything of the file is looked at.
    const order = await orders.findVisible(auth, supplier, form.data.orderId);
    if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');

    if ((await sniffType(file.bytes))?.ext !== 'xlsx') {
      throw new BusinessError(ERROR_CODES.unsupportedMediaType, '请上传 Excel 表格（.xlsx），可先下载导入模板填写');
    }
    try {
      // An .xlsx is a zip: measure what it unpacks to before the spreadsheet reader inflates it.
      unzipLimited(file.bytes, { maxEntries: 1000, maxEntryBytes: FILE_LIMITS.zipMaxUncompressedBytes, maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes });
    } catch (err) {
      if (err instanceof ZipLimitError && err.reason !== 'corrupt') {
        throw new BusinessError(ERROR_CODES.payloadTooLarge, `表格解压后超过 ${FILE_LIMIT_LABELS.zipMaxUncompressedBytes}，无法导入`);
      }
      throw new BusinessError(ERROR_CODES.validation, '表格文件已损坏，无法读取');
    }
    let sheet: Awaited<ReturnType<typeof readSheet>>;
    try {
      sheet = await readSheet(file.bytes);
    } catch {
      throw new BusinessError(ERROR_CODES.validation, '表格文件已损坏，无法读取');
    }
    if (sheet.errors.length) return failed(sheet.errors);

    const today = chinaDate(clock());
    const errors: ImportError[] = [];
    const batch: BatchCandidate[] = [];
    const seen = new Map<string, number>();
    for (const { row, values } of sheet.rows) {
      const checked = checkRow(row, values, today);
      errors.push(...checked.errors);
      if (!checked.fields) continue;
      const key = personKeyOf(checked.fields.idNumber, checked.fields.mobile);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.push({ row, column: headerOf('idNumber'), message: `与第 ${earlier} 行是同一人（身份证号重复）` });
        continue;
      }
      seen.set(key, row);
      batch.push({ row, fields: checked.fields });
    }
    if (errors.length) return failed(errors);

    const { candidateIds, refusals } = await addMany(auth, form.data.orderId, batch);
    if (refusals.length) return failed(refusals.map((r) => ({ row: r.row, column: headerOf(r.field), message: r.message })));
    return { ok: true, imported: candidateIds.length, candidateIds, errors: [] };
  }

  return { importSheet };
}

export type TaskImportService = ReturnType<typeof createTaskImportService>;
