import { createHash, randomBytes } from 'node:crypto';
import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { FILE_LIMIT_LABELS, FILE_LIMITS, RESUME_TYPES } from '@contract/files.meta';
import { ERROR_CODES, type Page } from '@contract/http';
import { chinaDate, parseIdNumber } from '@contract/id-number';
import type { ResumeConfidence, ResumeDraft, ResumeFields } from '@contract/resumes';
import * as resumes from '@contract/resumes';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/schema';
import { hitRateLimit } from '../../db/rate-limit';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { formatIssues, fieldPath } from '../../http/zod-messages';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { safeFileName, sniffType, type FileService, type SniffedType, type UploadedFile } from '../files';
import { extractResumeText } from './extract-text';
import { degreeVocabulary, parseResumeText } from './parse-fields';
import * as repo from './repo';
import { unzipLimited, ZipLimitError } from './zip';

/** What `add_resume_talent` hands to the candidates module: the payload of `/pc_candidate/auth/add`. */
export interface CandidateInput {
  orderId: string;
  name: string;
  mobile: string;
  idNumber: string;
  sex: 'male' | 'female';
  age: number;
  degree: NonNullable<ResumeFields['degree']>;
  expectedInterviewTime?: string;
  remark?: string;
  resumeFileId: string;
}
export type AddCandidate = (auth: AuthContext, input: CandidateInput) => Promise<{ candidateId: string }>;

export interface ResumeServiceDeps {
  db: Db;
  clock: Clock;
  files: FileService;
  /** The seeded `talentDegree` enum rows (code, label), lowest degree first. */
  degreeItems: () => Promise<{ code: string; label: string }[]>;
  /** The candidates module's `add` (its rules, ownership included). */
  addCandidate: AddCandidate;
}

const UPLOAD_CODE_TTL_MS = 24 * 3600 * 1000;
const UPLOAD_CODES_PER_ADDRESS_HOUR = 300;
/** A submission that has not finished after this long was cut off (a crash): the draft may be submitted again. */
const STALE_SUBMISSION_MS = 2 * 60 * 1000;
const IGNORED_ZIP_ENTRY = /(^|\/)(__MACOSX\/|\.[^/]*$|Thumbs\.db$|desktop\.ini$)/i;
const FIELD_LABELS: Record<keyof ResumeFields, string> = { name: '姓名', mobile: '手机号', idNumber: '身份证号', sex: '性别', age: '年龄', degree: '学历' };
const ACCEPTED = RESUME_TYPES.map((t) => t.label).join('、');

const draftNotFound = () => new BusinessError(ERROR_CODES.notFound, '简历草稿不存在');
const alreadySubmitted = () => new BusinessError(ERROR_CODES.conflict, '该简历已提交为候选人，请到候选人列表中查看或修改');
const codeInvalid = () => new BusinessError(ERROR_CODES.notFound, '上传码无效或已过期，请重新获取后再上传');

/** A resume read and parsed, not yet stored. */
interface PreparedResume {
  fileName: string;
  bytes: Uint8Array;
  type: SniffedType;
  fields: ResumeFields;
  confidence: ResumeConfidence;
}

/** Why a file is not taken as a resume, in words the uploader can act on. */
function refusalFor(type: SniffedType | null, inBulk: boolean): BusinessError {
  const refuse = (message: string) => new BusinessError(ERROR_CODES.unsupportedMediaType, message);
  if (!type) return refuse(`无法识别的文件类型，请上传 ${ACCEPTED} 格式的简历`);
  if (type.mime.startsWith('image/')) return refuse(`不支持图片格式的简历（文件内容是 ${type.ext.toUpperCase()} 图片），请上传 ${ACCEPTED} 文件`);
  if (/msdownload|x-elf|mach-binary|portable-executable|x-sharedlib|x-executable/.test(type.mime) || ['exe', 'elf', 'dll'].includes(type.ext)) {
    return refuse('该文件是可执行程序，不是简历文档，已拒绝上传');
  }
  if (type.ext === 'cfb' || type.ext === 'doc') return refuse('暂不支持 Word 97-2003（.doc）等旧格式，请另存为 DOCX 或 PDF 后上传');
  if (type.ext === 'zip') return refuse(inBulk ? '压缩包内不能再包含压缩包' : '压缩包请使用批量上传');
  return refuse(`不支持该文件类型（${type.ext.toUpperCase()}），请上传 ${ACCEPTED} 格式的简历`);
}

function draftOf(row: NonNullable<Awaited<ReturnType<typeof repo.findDraft>>>): ResumeDraft {
  return {
    fileId: String(row.file_id),
    fileName: row.file_name,
    fileSize: row.file_size,
    fields: {
      name: row.name,
      mobile: row.mobile,
      idNumber: row.id_number,
      sex: row.sex as ResumeFields['sex'],
      age: row.age,
      degree: row.degree as ResumeFields['degree'],
    },
    confidence: row.confidence,
    status: row.candidate_id === null ? 'draft' : 'submitted',
    candidateId: row.candidate_id === null ? null : String(row.candidate_id),
    createdAt: row.created_at.toISOString(),
  };
}

function parseFormFields(fields: Record<string, string>): z.output<typeof resumes.uploadFormFields> {
  const result = resumes.uploadFormFields.safeParse(fields);
  if (!result.success) {
    throw new BusinessError(ERROR_CODES.validation, formatIssues(result.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }))));
  }
  return result.data;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function createResumeService({ db, clock, files, degreeItems, addCandidate }: ResumeServiceDeps) {
  /** Resumes belong to a supplier: only its members who manage candidates upload and submit them. */
  function actingSupplier(auth: AuthContext): ActingSupplier {
    const { supplier } = auth;
    if (!supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，无法上传简历');
    if (!supplier.authList.includes(CANDIDATE_MANAGE_PERMISSION)) throw new BusinessError(ERROR_CODES.forbidden, '您没有候选人管理权限，请联系企业管理员开通');
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
    const info = await files.store(trx, { supplierId, userId: auth.userId, purpose: 'resume', originalName: resume.fileName, bytes: resume.bytes, type: resume.type });
    const fileId = Number(info.fileId);
    await repo.insertDraft(trx, { fileId, fileName: info.name, fileSize: info.size, supplierId, userId: auth.userId, fields: resume.fields, confidence: resume.confidence, now: clock() });
    return { fileId: info.fileId, fileName: info.name, fileSize: info.size, fields: resume.fields, confidence: resume.confidence, status: 'draft', candidateId: null, createdAt: info.createdAt };
  }

  /**
   * Runs an upload once per one-time code. The files are read before any transaction (parsing is slow and
   * touches no table); then, holding the code's row lock, either the answer of an earlier attempt is
   * replayed or this attempt's files are stored and its answer kept. Concurrent retries queue on the lock, so
   * exactly one stores. A refused upload stores nothing and leaves the code usable for the next attempt.
   */
  async function once<T>(code: string | undefined, supplierId: number, purpose: string, read: () => Promise<(trx: Executor) => Promise<T>>): Promise<T> {
    if (code === undefined) {
      const write = await read();
      return db.transaction().execute(write);
    }
    const hash = hashCode(code);
    const usable = (row: Awaited<ReturnType<typeof repo.findUploadCode>>) => {
      if (!row || row.expires_at.getTime() <= clock().getTime() || (row.supplier_id !== null && row.supplier_id !== supplierId)) throw codeInvalid();
      if (row.purpose !== null && row.purpose !== purpose) throw new BusinessError(ERROR_CODES.conflict, '该上传码已用于另一种上传，请重新获取');
      return row;
    };
    const first = usable(await repo.findUploadCode(db, hash));
    if (first.result !== null) return first.result as T;
    const write = await read();
    return db.transaction().execute(async (trx) => {
      const locked = usable(await repo.findUploadCode(trx, hash, true));
      if (locked.result !== null) return locked.result as T;
      const result = await write(trx);
      await repo.saveUploadResult(trx, hash, supplierId, purpose, result, clock());
      return result;
    });
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

  /** Expands zips (within the limits) into their entries; a zip that breaks a limit becomes one failed item. */
  async function expand(uploaded: UploadedFile[]): Promise<{ fileName: string; bytes: Uint8Array; error?: string }[]> {
    const out: { fileName: string; bytes: Uint8Array; error?: string }[] = [];
    for (const f of uploaded) {
      // By the bytes: a DOCX is a zip as well, but file-type tells it apart from a plain archive.
      if ((await sniffType(f.bytes))?.ext !== 'zip') {
        out.push({ fileName: f.fileName, bytes: f.bytes });
        continue;
      }
      try {
        if (f.bytes.length > FILE_LIMITS.zipMaxBytes) throw new ZipLimitError('total');
        const { entries } = unzipLimited(
          f.bytes,
          { maxEntries: FILE_LIMITS.zipMaxEntries, maxEntryBytes: FILE_LIMITS.resumeMaxBytes, maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes },
          (name) => !IGNORED_ZIP_ENTRY.test(name),
        );
        if (entries.length === 0) out.push({ fileName: f.fileName, bytes: f.bytes, error: '压缩包里没有文件' });
        for (const e of entries) {
          const fileName = e.name.split('/').pop() || e.name;
          if (e.problem === 'tooLarge') out.push({ fileName, bytes: new Uint8Array(), error: `文件过大，简历不能超过 ${FILE_LIMIT_LABELS.resumeMaxBytes}` });
          else if (e.problem === 'unreadable') out.push({ fileName, bytes: new Uint8Array(), error: '压缩包内的该文件无法解压' });
          else out.push({ fileName, bytes: e.bytes });
        }
      } catch (err) {
        if (!(err instanceof ZipLimitError)) throw err;
        const error =
          err.reason === 'entries'
            ? `压缩包内文件过多，最多 ${FILE_LIMITS.zipMaxEntries} 个`
            : err.reason === 'total'
              ? `压缩包过大（不能超过 ${FILE_LIMIT_LABELS.zipMaxBytes}，解压后不能超过 ${FILE_LIMIT_LABELS.zipMaxUncompressedBytes}），已拒绝`
              : '压缩包已损坏，无法解压';
        out.push({ fileName: f.fileName, bytes: new Uint8Array(), error });
      }
    }
    return out;
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
    if (missing.length) throw new BusinessError(ERROR_CODES.validation, `请先补全简历中的${missing.map((k) => FIELD_LABELS[k]).join('、')}`);
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

  /** `upload_resume_unique_code` (no login needed): a random code, stored hashed, good for one upload for a day. */
  async function issueCode(clientAddress: string): Promise<{ uniqueCode: string; expiresAt: string }> {
    const now = clock();
    if (!(await hitRateLimit(db, `upload-code:${clientAddress}`, 3600, UPLOAD_CODES_PER_ADDRESS_HOUR, now))) {
      throw new BusinessError(ERROR_CODES.tooMany, '获取上传码过于频繁，请稍后再试');
    }
    const uniqueCode = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + UPLOAD_CODE_TTL_MS);
    await repo.insertUploadCode(db, hashCode(uniqueCode), now, expiresAt);
    await repo.deleteExpiredUploadCodes(db, now);
    return { uniqueCode, expiresAt: expiresAt.toISOString() };
  }

  return { parse, bulk, edit, add, list, issueCode };
}

export type ResumeService = ReturnType<typeof createResumeService>;
