import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { FILE_LIMIT_LABELS, FILE_LIMITS, RESUME_TYPES } from '@contract/files.meta';
import { ERROR_CODES, type Page } from '@contract/http';
import { chinaDate, parseIdNumber } from '@contract/id-number';
import type { ResumeDraft, ResumeFields } from '@contract/resumes';
import type * as resumes from '@contract/resumes';
import type { z } from 'zod';
import type { Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { safeFileName, sniffType, type UploadedFile } from '../files';
import {
  alreadySubmitted,
  draftNotFound,
  draftOf,
  FIELD_LABELS,
  parseFormFields,
  refusalFor,
  STALE_SUBMISSION_MS,
  type PreparedResume,
  type ResumeServiceDeps,
} from './drafts';
import { expand } from './expand-zips';
import { extractResumeText } from './extract-text';
import { degreeVocabulary, parseResumeText } from './parse-fields';
import * as repo from './repo';
import { createUploadCodes } from './upload-codes';

export type { AddCandidate, CandidateInput, ResumeServiceDeps } from './drafts';

export function createResumeService({ db, clock, files, degreeItems, addCandidate }: ResumeServiceDeps) {
  const { once, issueCode } = createUploadCodes({ db, clock });

  /** Resumes belong to a supplier: only its members who manage candidates upload and submit them. */
  function actingSupplier(auth: AuthContext): ActingSupplier {
    const { supplier } = auth;
    if (!supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，无法上传简历');
    if (!supplier.authList.includes(CANDIDATE_MANAGE_PERMISSION))
      throw new BusinessError(ERROR_CODES.forbidden, '您没有候选人管理权限，请联系企业管理员开通');
    return supplier;
  }

  /** Decides the type by the bytes, reads the text and the fields. Throws the refusal for anything else. */
  async function prepare(file: { fileName: string; bytes: Uint8Array }, inBulk: boolean): Promise<PreparedResume> {
    if (file.bytes.length === 0) throw new BusinessError(ERROR_CODES.validation, '文件是空的，请重新选择');
    if (file.bytes.length > FILE_LIMITS.resumeMaxBytes) {
      throw new BusinessError(ERROR_CODES.payloadTooLarge, `文件过大，简历不能超过 ${FILE_LIMIT_LABELS.resumeMaxBytes}`);
    }
    const sniffed = await sniffType(file.bytes);
    const accepted = RESUME_TYPES.find((t) => t.ext === sniffed?.ext);
    if (!accepted) throw refusalFor(sniffed, inBulk);
    const text = await extractResumeText(file.bytes, accepted.ext);
    const degrees = degreeVocabulary(await degreeItems());
    const parsed = parseResumeText(text, { today: chinaDate(clock()), degrees });
    return { fileName: file.fileName, bytes: file.bytes, type: { ext: accepted.ext, mime: accepted.mime }, ...parsed };
  }

  async function store(trx: Executor, auth: AuthContext, supplierId: number, resume: PreparedResume): Promise<ResumeDraft> {
    const info = await files.store(trx, {
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
      now: clock(),
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
  async function parse(auth: AuthContext, upload: { files: UploadedFile[]; fields: Record<string, string> }): Promise<ResumeDraft> {
    const supplier = actingSupplier(auth);
    const { uniqueCode } = parseFormFields(upload.fields);
    const file = upload.files.find((f) => f.fieldName === 'file');
    if (!file || upload.files.length !== 1) throw new BusinessError(ERROR_CODES.validation, 'file：请上传一个简历文件（字段名 file）');
    return once(uniqueCode, supplier.id, 'parse', async () => {
      const resume = await prepare(file, false);
      return (trx) => store(trx, auth, supplier.id, resume);
    });
  }

  /** `bulk_parse_resume_talent`: several files and/or zips; each file succeeds or fails on its own. */
  async function bulk(auth: AuthContext, upload: { files: UploadedFile[]; fields: Record<string, string> }) {
    const supplier = actingSupplier(auth);
    const { uniqueCode } = parseFormFields(upload.fields);
    const uploaded = upload.files.filter((f) => f.fieldName === 'file');
    if (uploaded.length === 0) throw new BusinessError(ERROR_CODES.validation, 'file：请选择要上传的简历文件（字段名 file）');
    return once(uniqueCode, supplier.id, 'bulk', async () => {
      const outcomes: ({ fileName: string; resume: PreparedResume } | { fileName: string; error: string })[] = [];
      // One at a time: parsing is CPU work, and the machine is shared with every other request.
      for (const item of await expand(uploaded)) {
        const fileName = safeFileName(item.fileName, item.fileName.split('.').pop()?.slice(0, 10) || 'bin');
        if (item.error) {
          outcomes.push({ fileName, error: item.error });
          continue;
        }
        try {
          outcomes.push({ fileName, resume: await prepare(item, true) });
        } catch (err) {
          if (!(err instanceof BusinessError)) throw err;
          outcomes.push({ fileName, error: err.message });
        }
      }
      return async (trx: Executor) => {
        const items: z.input<typeof resumes.bulkItem>[] = [];
        for (const o of outcomes) {
          if ('error' in o) items.push({ fileName: o.fileName, ok: false, errorMsg: o.error });
          else items.push({ fileName: o.fileName, ok: true, draft: await store(trx, auth, supplier.id, o.resume) });
        }
        const succeeded = items.filter((i) => i.ok).length;
        return { items, succeeded, failed: items.length - succeeded };
      };
    });
  }

  async function ownedDraft(supplierId: number, fileIdText: string) {
    const id = parseId(fileIdText);
    const row = id === null ? undefined : await repo.findDraft(db, supplierId, id);
    if (!row) throw draftNotFound();
    return row;
  }

  /** `edit_resume_talent`: corrections by a person; their fields' confidence becomes 1 (0 when cleared). */
  async function edit(auth: AuthContext, body: z.output<typeof resumes.editResumeTalent.request>): Promise<ResumeDraft> {
    const supplier = actingSupplier(auth);
    const row = await ownedDraft(supplier.id, body.fileId);
    if (row.candidate_id !== null) throw alreadySubmitted();
    if (body.idNumber) {
      const parsed = parseIdNumber(body.idNumber, chinaDate(clock()));
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
    if (!(await repo.updateDraftFields(db, supplier.id, row.file_id, changes, confidence, clock()))) {
      throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交或已提交为候选人，不能再修改');
    }
    return draftOf((await repo.findDraft(db, supplier.id, row.file_id))!);
  }

  /** `add_resume_talent`: the reviewed draft becomes a candidate through the candidates module's `add`. */
  async function add(auth: AuthContext, body: z.output<typeof resumes.addResumeTalent.request>): Promise<{ candidateId: string }> {
    const supplier = actingSupplier(auth);
    const row = await ownedDraft(supplier.id, body.fileId);
    if (row.candidate_id !== null) throw alreadySubmitted();
    const draft = draftOf(row);
    const missing = (Object.keys(FIELD_LABELS) as (keyof ResumeFields)[]).filter((k) => draft.fields[k] === null);
    if (missing.length)
      throw new BusinessError(ERROR_CODES.validation, `请先补全简历中的${missing.map((k) => FIELD_LABELS[k]).join('、')}`);
    const now = clock();
    if (!(await repo.claimDraft(db, supplier.id, row.file_id, now, new Date(now.getTime() - STALE_SUBMISSION_MS)))) {
      throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交，请稍候');
    }
    const f = draft.fields;
    try {
      const result = await addCandidate(auth, {
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
      });
      await repo.markSubmitted(db, supplier.id, row.file_id, Number(result.candidateId), clock());
      return result;
    } catch (err) {
      await repo.releaseDraft(db, supplier.id, row.file_id);
      throw err;
    }
  }

  async function list(auth: AuthContext, body: { pageNum: number; pageSize: number }): Promise<Page<ResumeDraft>> {
    const supplier = actingSupplier(auth);
    const { rows, total } = await repo.listOpenDrafts(db, supplier.id, body.pageSize, (body.pageNum - 1) * body.pageSize);
    return { list: rows.map(draftOf), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  /** `discard_resume_draft`: the draft leaves the review queue; one submitted (or being submitted) stays. */
  async function discard(auth: AuthContext, body: z.output<typeof resumes.discardResumeDraft.request>): Promise<null> {
    const supplier = actingSupplier(auth);
    const row = await ownedDraft(supplier.id, body.fileId);
    if (row.candidate_id !== null) throw alreadySubmitted();
    if (!(await repo.deleteOpenDraft(db, supplier.id, row.file_id)))
      throw new BusinessError(ERROR_CODES.conflict, '该简历正在提交，不能删除');
    return null;
  }

  return { parse, bulk, edit, add, list, discard, issueCode };
}

export type ResumeService = ReturnType<typeof createResumeService>;
