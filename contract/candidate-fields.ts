import { z } from 'zod';
import { storable } from './storable-text';
import { CANDIDATE_DEGREES, CANDIDATE_SEXES, CANDIDATE_STATUSES, type CandidateDegree, type CandidateSex } from './candidates.meta';
import { ID_NUMBER_PATTERN, MOBILE_PATTERN, normalizeIdNumber } from './id-number';

/** The candidate's field formats, shared by the candidate, order and settlement schemas (re-exported by candidates.ts). */

const sexCodes = CANDIDATE_SEXES.map((s) => s.code) as [CandidateSex, ...CandidateSex[]];
const degreeCodes = CANDIDATE_DEGREES.map((d) => d.code) as [CandidateDegree, ...CandidateDegree[]];

export const candidateStatus = z.enum(CANDIDATE_STATUSES, '不是可选的候选人状态');
export const candidateSex = z.enum(sexCodes, '性别只能是 male（男）或 female（女）');
export const candidateDegree = z.enum(degreeCodes, `学历只能是 ${degreeCodes.join('、')} 之一`);

/**
 * The format only (18 characters, digits and a final X); the checksum, the birth date and the agreement with
 * sex and age are the server's rule (contract/id-number.ts), checked on the server's own date.
 */
export const idNumber = storable()
  .trim()
  .transform(normalizeIdNumber)
  .pipe(z.string().regex(ID_NUMBER_PATTERN, '身份证号码格式不正确（18 位，最后一位为数字或 X）'));
export const mobile = storable().trim().regex(MOBILE_PATTERN, '手机号码格式不正确');
/** ISO 8601 with an offset (API.md). */
export const dateTime = z.iso.datetime({ offset: true, message: '时间格式不正确（ISO 8601，带时区）' });
/** A calendar day, YYYY-MM-DD (China time). */
export const day = z.iso.date('日期格式不正确（YYYY-MM-DD）');
export const yearMonth = storable()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '年月格式不正确（YYYY-MM）');
