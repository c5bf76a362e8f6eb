import type { z } from 'zod';
import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate } from '@contract/id-number';
import * as contract from '@contract/task-import';
import { IMPORT_COLUMNS } from '@contract/task-import.meta';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { formatIssues, fieldPath } from '../../http/zod-messages';
import type { FileAnswer } from '../../http/file-route';
import type { Upload } from '../../http/uploads';
import { addCandidateBatch, type BatchCandidate } from '../candidates';
import { attachmentDisposition, safeFileName, sniffType } from '../files';
import { requirePermission } from '../../http/auth';
import { unzipLimited, ZipLimitError } from '../resumes';
import { readSheet } from './read-sheet';
import { annotateSheet } from './annotate';
import { checkRow, headerOf, rowPersonKey } from './rows';

type ImportResult = z.output<typeof contract.taskImport.response>;
type ImportError = contract.ImportError;

const sorted = (errors: ImportError[]) =>
  errors.sort(
    (a, b) =>
      a.row - b.row || IMPORT_COLUMNS.findIndex((c) => c.header === a.column) - IMPORT_COLUMNS.findIndex((c) => c.header === b.column),
  );

const failed = (errors: ImportError[]): ImportResult => ({ ok: false, imported: 0, candidateIds: [], errors: sorted(errors) });

/** The form, the order (another supplier's is "not found" before the file is looked at) and the sheet's rows. */
async function readUpload(ctx: Ctx, auth: AuthContext, upload: Upload) {
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  const form = contract.taskImportFields.safeParse(upload.fields);
  if (!form.success)
    throw new BusinessError(
      ERROR_CODES.validation,
      formatIssues(form.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }))),
    );
  const file = upload.files.find((f) => f.fieldName === 'file');
  if (!file || upload.files.length !== 1) throw new BusinessError(ERROR_CODES.validation, 'file：请上传一个 .xlsx 表格（字段名 file）');
  const order = await ctx.orders.findVisible(auth, supplier, form.data.orderId);
  if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');

  if ((await sniffType(file.bytes))?.ext !== 'xlsx') {
    throw new BusinessError(ERROR_CODES.unsupportedMediaType, '请上传 Excel 表格（.xlsx），可先下载导入模板填写');
  }
  try {
    // An .xlsx is a zip: measure what it unpacks to before the spreadsheet reader inflates it.
    unzipLimited(file.bytes, {
      maxEntries: 1000,
      maxEntryBytes: FILE_LIMITS.zipMaxUncompressedBytes,
      maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes,
    });
  } catch (err) {
    if (err instanceof ZipLimitError && err.reason !== 'corrupt') {
      throw new BusinessError(ERROR_CODES.payloadTooLarge, `表格解压后超过 ${FILE_LIMIT_LABELS.zipMaxUncompressedBytes}，无法导入`);
    }
    throw new BusinessError(ERROR_CODES.validation, '表格文件已损坏，无法读取');
  }
  try {
    return { form: form.data, file, sheet: await readSheet(file.bytes) };
  } catch {
    throw new BusinessError(ERROR_CODES.validation, '表格文件已损坏，无法读取');
  }
}

/** Every row's shape, and the same person twice in the file (said even when that row has other problems). */
function checkRows(now: Date, rows: Awaited<ReturnType<typeof readSheet>>['rows']) {
  const today = chinaDate(now);
  const errors: ImportError[] = [];
  const batch: BatchCandidate[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const checked = checkRow(row, values, today);
    errors.push(...checked.errors);
    const key = rowPersonKey(values);
    const earlier = key === null ? undefined : seen.get(key);
    if (earlier !== undefined) {
      errors.push({ row, column: headerOf('idNumber'), message: `与第 ${earlier} 行是同一人（身份证号重复）` });
      continue;
    }
    if (key !== null) seen.set(key, row);
    if (checked.fields) batch.push({ row, fields: checked.fields });
  }
  return { errors, batch };
}

const refusalErrors = (refusals: { row: number; field: string; message: string }[]): ImportError[] =>
  refusals.map((r) => ({ row: r.row, column: headerOf(r.field), message: r.message }));

/** `task_import`: the filled template into an order, every problem answered by row and column. */
export async function taskImport(ctx: Ctx, upload: Upload, auth: AuthContext): Promise<ImportResult> {
  const { form, sheet } = await readUpload(ctx, auth, upload);
  if (sheet.errors.length) return failed(sheet.errors);
  const { errors, batch } = checkRows(ctx.clock(), sheet.rows);
  // One pass: the well-formed rows are tried against the order and the ownership claims even when other rows are
  // wrong, so people already submitted are reported with everything else. Without skipInvalid nothing is kept
  // unless every row passes; with it, the rows that pass are imported and the others answered.
  const skip = form.skipInvalid;
  const mode = skip ? 'valid-only' : errors.length ? 'check-only' : 'all-or-none';
  const { candidateIds, refusals } = batch.length
    ? await addCandidateBatch(ctx, auth, form.orderId, batch, mode)
    : { candidateIds: [], refusals: [] };
  errors.push(...refusalErrors(refusals));
  if (skip && candidateIds.length) return { ok: true, imported: candidateIds.length, candidateIds, errors: sorted(errors) };
  if (errors.length) return failed(errors);
  return { ok: true, imported: candidateIds.length, candidateIds, errors: [] };
}

/** `task_import_errors`: the uploaded sheet with its problems written in; imports nothing. */
export async function taskImportErrors(ctx: Ctx, upload: Upload, auth: AuthContext): Promise<FileAnswer> {
  const { form, file, sheet } = await readUpload(ctx, auth, upload);
  // A sheet over the limit is not echoed back (80,000 rows took 16 s and a gigabyte): the refusal says why.
  if (sheet.overLimit) throw new BusinessError(ERROR_CODES.validation, sheet.errors[0]!.message);
  let errors = sheet.errors;
  if (!errors.length) {
    const checked = checkRows(ctx.clock(), sheet.rows);
    const { refusals } = checked.batch.length
      ? await addCandidateBatch(ctx, auth, form.orderId, checked.batch, 'check-only')
      : { refusals: [] };
    errors = [...checked.errors, ...refusalErrors(refusals)];
  }
  const stem = safeFileName(file.fileName, 'xlsx')
    .replace(/\.xlsx$/, '')
    .replace(/-错误标注$/, '');
  const fileName = `${stem === 'file' ? '候选人导入' : stem}-错误标注.xlsx`;
  return {
    fileName,
    body: annotateSheet(file.bytes, sheet.sheetId, sorted(errors)),
    headers: { 'content-disposition': attachmentDisposition(fileName), 'cache-control': 'private, no-store' },
  };
}
