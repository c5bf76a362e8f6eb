import { ERROR_CODES } from '@contract/http';
import { RESUME_TYPES } from '@contract/files.meta';
import type { ResumeConfidence, ResumeDraft, ResumeFields } from '@contract/resumes';
import * as resumes from '@contract/resumes';
import type { z } from 'zod';
import { BusinessError } from '../../http/envelope';
import { formatIssues, fieldPath } from '../../http/zod-messages';
import type { SniffedType } from '../files';
import type * as repo from './repo';

/** A submission that has not finished after this long was cut off (a crash): the draft may be submitted again. */
export const STALE_SUBMISSION_MS = 2 * 60 * 1000;
export const FIELD_LABELS: Record<keyof ResumeFields, string> = {
  name: '姓名',
  mobile: '手机号',
  idNumber: '身份证号',
  sex: '性别',
  age: '年龄',
  degree: '学历',
};
const ACCEPTED = RESUME_TYPES.map((t) => t.label).join('、');

export const draftNotFound = () => new BusinessError(ERROR_CODES.notFound, '简历草稿不存在');
export const alreadySubmitted = () => new BusinessError(ERROR_CODES.conflict, '该简历已提交为候选人，请到候选人列表中查看或修改');

/** A resume read and parsed, not yet stored. */
export interface PreparedResume {
  fileName: string;
  bytes: Uint8Array;
  type: SniffedType;
  fields: ResumeFields;
  confidence: ResumeConfidence;
}

/** Why a file is not taken as a resume, in words the uploader can act on. */
export function refusalFor(type: SniffedType | null, inBulk: boolean): BusinessError {
  const refuse = (message: string) => new BusinessError(ERROR_CODES.unsupportedMediaType, message);
  if (!type) return refuse(`无法识别的文件类型，请上传 ${ACCEPTED} 格式的简历`);
  if (type.mime.startsWith('image/'))
    return refuse(`不支持图片格式的简历（文件内容是 ${type.ext.toUpperCase()} 图片），请上传 ${ACCEPTED} 文件`);
  if (
    /msdownload|x-elf|mach-binary|portable-executable|x-sharedlib|x-executable/.test(type.mime) ||
    ['exe', 'elf', 'dll'].includes(type.ext)
  ) {
    return refuse('该文件是可执行程序，不是简历文档，已拒绝上传');
  }
  if (type.ext === 'cfb' || type.ext === 'doc') return refuse('暂不支持 Word 97-2003（.doc）等旧格式，请另存为 DOCX 或 PDF 后上传');
  if (type.ext === 'zip') return refuse(inBulk ? '压缩包内不能再包含压缩包' : '压缩包请使用批量上传');
  return refuse(`不支持该文件类型（${type.ext.toUpperCase()}），请上传 ${ACCEPTED} 格式的简历`);
}

export function draftOf(row: NonNullable<Awaited<ReturnType<typeof repo.findDraft>>>): ResumeDraft {
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

export function parseFormFields(fields: Record<string, string>): z.output<typeof resumes.uploadFormFields> {
  const result = resumes.uploadFormFields.safeParse(fields);
  if (!result.success) {
    throw new BusinessError(
      ERROR_CODES.validation,
      formatIssues(result.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message }))),
    );
  }
  return result.data;
}
