import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { FILE_LIMIT_LABELS, FILE_LIMITS, RESUME_TYPES } from '@contract/files.meta';
import { ERROR_CODES, type Page } from '@contract/http';
import { chinaDate, parseIdNumber } from '@contract/id-number';
import type { ResumeDraft, ResumeFields } from '@contract/resumes';
import type * as resumes from '@contract/resumes';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import type { Upload } from '../../http/uploads';
import { addCandidate } from '../candidates';
import { safeFileName, sniffType } from '../files';
import {
  alreadySubmitted,
  draftNotFound,
  draftOf,
  FIELD_LABELS,
  parseFormFields,
  refusalFor,
  STALE_SUBMISSION_MS,
  type PreparedResume,
} from './drafts';
import { expand } from './expand-zips';
import { extractResumeText } from './extract-text';
import { degreeVocabulary, parseResumeText } from './parse-fields';
import * as repo from './repo';
import { once } from './upload-codes';

/** Resumes belong to a supplier: only its members who manage candidates upload and submit them. */
function actingSupplier(auth: AuthContext): ActingSupplier {
  const { supplier } = auth;
  if (!supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，无法上传简历');
  if (!supplier.authList.includes(CANDIDATE_MANAGE_PERMISSION))
    throw new BusinessError(ERROR_CODES.forbidden, '您没有候选人管理权限，请联系企业管理员开通');
  return supplier;
}

/** The seeded `talentDegree` enum rows (code, label), lowest degree first. */
async function degreeItems(ctx: Ctx) {
  return (await ctx.reference.enums(['talentDegree'])).talentDegree ?? [];
}

/** Decides the type by the bytes, reads the text and the fields. Throws the refusal for anything else. */
async function prepare(ctx: Ctx, file: { fileName: string; bytes: Uint8Array }, inBulk: boolean): Promise<PreparedResume> {
  if (file.bytes.length === 0) throw new BusinessError(ERROR_CODES.validation, '文件是空的，请重新选择');
  if (file.bytes.length > FILE_LIMITS.resumeMaxBytes) {
    throw new BusinessError(ERROR_CODES.payloadTooLarge, `文件过大，简历不能超过 ${FILE_LIMIT_LABELS.resumeMaxBytes}`);
  }
  const sniffed = await sniffType(file.bytes);
  const accepted = RESUME_TYPES.find((t) => t.ext === sniffed?.ext);
  if (!accepted) throw refusalFor(sniffed, inBulk);
  const text = await extractResumeText(file.bytes, accepted.ext);
  const degrees = degreeVocabulary(await degreeItems(ctx));
  const parsed = parseResumeText(text, { today: chinaDate(ctx.clock()), degrees });
  return { fileName: file.fileName, bytes: file.bytes, type: { ext: accepted.ext, mime: accepted.mime }, ...parsed };
}

async function store(ctx: Ctx, trx: Executor, auth: AuthContext, supplierId: number, resume: PreparedResume): Promise<ResumeDraft> {
  const info = await ctx.files.store(trx, {
    supplierId,
    userId: auth.userId,
    purpose: 'resume',
    originalName: resume.fileName,
    bytes: resume.bytes,
    type: resume.type,
  });
  const fileId = Number(info.fileId);
  await repo.insertDraft(trx, {
    fileId,
    fileName: info.name,
    fileSize: info.size,
    supplierId,
    userId: auth.userId,
    fields: resume.fields,
    confidence: resume.confidence,
    now: ctx.clock(),
  });
  return {
    fileId: info.fileId,
    fileName: info.name,
    fileSize: info.size,
    fields: resume.fields,
    confidence: resume.confidence,
    status: 'draft',
    candidateId: null,
    createdAt: info.createdAt,
  };
}

/** `parse_resume_talent`: one file in the field `file`. */
export async function parseResumeTalent(ctx: Ctx, upload: Upload, auth: AuthContext): Promise<ResumeDraft> {
  const supplier = actingSupplier(auth);
  const { uniqueCode } = parseFormFields(upload.fields);
  const file = upload.files.find((f) => f.fieldName === 'file');
  if (!file || upload.files.length !== 1) throw new BusinessError(ERROR_CODES.validation, 'file：请上传一个简历文件（字段名 file）');
  return once(ctx, uniqueCode, supplier.id, 'parse', async () => {
    const resume = await prepare(ctx, file, false);
    return (trx) => store(ctx, trx, auth, supplier.id, resume);
  });
}

/** `bulk_parse_resume_talent`: several files and/or zips; each file succeeds or fails on its own. */
export async function bulkParseResumeTalent(ctx: Ctx, upload: Upload, auth: AuthContext) {
  const supplier = actingSupplier(auth);
  const { uniqueCode } = parseFormFields(upload.fields);
  const uploaded = upload.files.filter((f) => f.fieldName === 'file');
  if (uploaded.length === 0) throw new BusinessError(ERROR_CODES.validation, 'file：请选择要上传的简历文件（字段名 file）');
  return once(ctx, uniqueCode, supplier.id, 'bulk', async () => {
    const outcomes: ({ fileName: string; resume: PreparedResume } | { fileName: string; error: string })[] = [];
    // One at a time: parsing is CPU work, and the machine is shared with every other request.
    for (const item of await expand(uploaded)) {
      const fileName = safeFileName(item.fileName, item.fileName.split('.').pop()?.slice(0, 10) || 'bin');
      if (item.error) {
        outcomes.push({ fileName, error: item.error });
        continue;
      }
      try {
        outcomes.push({ fileName, resume: await prepare(ctx, item, true) });
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err;
        outcomes.push({ fileName, error: err.message });
      }
    }
    return async (trx: Executor) => {
      const items: z.input<typeof resumes.bulkItem>[] = [];
      for (const o of outcomes) {
        if ('error' in o) items.push({ fileName: o.fileName, ok: false, errorMsg: o.error });
        else items.push({ fileName: o.fileName, ok: true, draft: await store(ctx, trx, auth, supplier.id, o.resume) });
      }
      const succeeded = items.filter((i) => i.ok).length;
      return { items, succeeded, failed: items.length - succeeded };
    };
  });
}

async function ownedDraft(ctx: Ctx, supplierId: number, fileIdText: string) {
  const id = parseId(fileIdText);
  const row = id === null ? undefined : await repo.findDraft(ctx.db, supplierId, id);
  if (!row) throw draftNotFound();
  return row;
}

/** `edit_resume_talent`: corrections by a person; their fields' confidence becomes 1 (0 when cleared). */
export async function editResumeTalent(
  ctx: Ctx,
  body: z.output<typeof resumes.editResumeTalent.request>,
  auth: AuthContext,
): Promise<ResumeDraft> {
  const supplier = actingSupplier(auth);
  const row = await ownedDraft(ctx, supplier.id, body.fileId);
  if (row.candidate_id !== null) throw alreadySubmitted();
  if (body.idNumber) {
    const parsed = parseIdNumber(body.idNumber, chinaDate(ctx.clock()));
    if (!parsed.ok) throw new BusinessError(ERROR_CODES.validation, `idNumber：${parsed.reason}`);
  }
  const confidence = { ...row.confidence };
  const changes: Parameters<typeof repo.updateDraftFields>[3] = {};
  for (const key of Object.keys(FIELD_LABELS) as (keyof ResumeFields)[]) {
    const value = body[key];
    if (value === undefined) continue;
    confidence[key] = value === null ? 0 : 1;
    Object.assign(changes, { [key === 'idNumber' ? 'id_number' : key]: value });
  }
  if (!(await repo.updateDraftFields(ctx.db, supplier.id, row.file_id, changes, confidence, ctx.clock()))) {
    throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交或已提交为候选人，不能再修改');
  }
  return draftOf((await repo.findDraft(ctx.db, supplier.id, row.file_id))!);
}

/** `add_resume_talent`: the reviewed draft becomes a candidate through the candidates module's `addCandidate`. */
export async function addResumeTalent(
  ctx: Ctx,
  body: z.output<typeof resumes.addResumeTalent.request>,
  auth: AuthContext,
): Promise<{ candidateId: string }> {
  const supplier = actingSupplier(auth);
  const row = await ownedDraft(ctx, supplier.id, body.fileId);
  if (row.candidate_id !== null) throw alreadySubmitted();
  const draft = draftOf(row);
  const missing = (Object.keys(FIELD_LABELS) as (keyof ResumeFields)[]).filter((k) => draft.fields[k] === null);
  if (missing.length) throw new BusinessError(ERROR_CODES.validation, `请先补全简历中的${missing.map((k) => FIELD_LABELS[k]).join('、')}`);
  const now = ctx.clock();
  if (!(await repo.claimDraft(ctx.db, supplier.id, row.file_id, now, new Date(now.getTime() - STALE_SUBMISSION_MS)))) {
    throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交，请稍候');
  }
  const f = draft.fields;
  try {
    const result = await addCandidate(
      ctx,
      {
        orderId: body.orderId,
        name: f.name!,
        mobile: f.mobile!,
        idNumber: f.idNumber!,
        sex: f.sex!,
        age: f.age!,
        degree: f.degree!,
        expectedInterviewTime: body.expectedInterviewTime,
        remark: body.remark,
        resumeFileId: draft.fileId,
      },
      auth,
    );
    await repo.markSubmitted(ctx.db, supplier.id, row.file_id, Number(result.candidateId), ctx.clock());
    return result;
  } catch (err) {
    await repo.releaseDraft(ctx.db, supplier.id, row.file_id);
    throw err;
  }
}

export async function resumeDraftList(
  ctx: Ctx,
  body: z.output<typeof resumes.resumeDraftList.request>,
  auth: AuthContext,
): Promise<Page<ResumeDraft>> {
  const supplier = actingSupplier(auth);
  const { rows, total } = await repo.listOpenDrafts(ctx.db, supplier.id, body.pageSize, (body.pageNum - 1) * body.pageSize);
  return { list: rows.map(draftOf), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** `discard_resume_draft`: the draft leaves the review queue; one submitted (or being submitted) stays. */
export async function discardResumeDraft(
  ctx: Ctx,
  body: z.output<typeof resumes.discardResumeDraft.request>,
  auth: AuthContext,
): Promise<null> {
  const supplier = actingSupplier(auth);
  const row = await ownedDraft(ctx, supplier.id, body.fileId);
  if (row.candidate_id !== null) throw alreadySubmitted();
  if (!(await repo.deleteOpenDraft(ctx.db, supplier.id, row.file_id)))
    throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交，不能删除');
  return null;
}
