import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import { CANDIDATE_DEGREES, CANDIDATE_SEXES, OWNERSHIP_WINDOW_DAYS, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';

export type Fields = Omit<z.output<typeof contract.addCandidate.request>, 'orderId'>;

export const candidateNotFound = () => new BusinessError(ERROR_CODES.notFound, '候选人不存在');
export const degreeLabel = (code: string) => CANDIDATE_DEGREES.find((d) => d.code === code)?.label ?? code;
export const sexLabel = (code: string) => CANDIDATE_SEXES.find((s) => s.code === code)?.label ?? code;
export const asStatus = (s: string) => s as CandidateStatus;

/** `2025-06-02 10:00` in China time, for messages. */
export function chinaMinute(d: Date): string {
  return isoTime(d).slice(0, 16).replace('T', ' ');
}

/** The refusal of an expected interview time already past (by the server's clock), naming that clock's minute. */
export const PAST_INTERVIEW_MESSAGE = (now: Date) => `期望面试时间不能早于当前时间（北京时间 ${chinaMinute(now)}），请重新选择`;

/**
 * Refuses an expected interview time before the current minute (the pickers offer no earlier minute; the minute
 * itself stays allowed, a time picked a few seconds ago is not refused). `unchanged`: the candidate's stored time,
 * which an edit of other fields sends back as it is and which is then not checked again.
 */
export function refusePastInterview(at: string | Date | null | undefined, now: Date, unchanged?: Date | null): void {
  if (!at || (unchanged && unchanged.getTime() === new Date(at).getTime())) return;
  if (isPastInterview(at, now)) throw new BusinessError(ERROR_CODES.validation, PAST_INTERVIEW_MESSAGE(now));
}

export const isPastInterview = (at: string | Date | null | undefined, now: Date): boolean =>
  Boolean(at) && new Date(at!).getTime() < now.getTime() - (now.getTime() % 60_000);

/** What `add` and `update` store of what was typed (the person key and birth date derived from it). */
export function typedFields(body: Fields, personKey: string, birthDate: string) {
  return {
    name: body.name,
    mobile: body.mobile,
    idNumber: body.idNumber,
    personKey,
    sex: body.sex,
    age: body.age,
    birthDate,
    degree: body.degree,
    expectedInterviewTime: body.expectedInterviewTime ? new Date(body.expectedInterviewTime) : null,
    remark: body.remark || null,
    resumeFileId: body.resumeFileId ?? null,
  };
}

/** The same person twice on one order (E000409). */
export const DUPLICATE_ON_ORDER_MESSAGE = '该人员已推荐到本订单，不能重复推荐';

/** The ownership refusal's words (E000701): when the earlier claim was made, in China time; never by whom. */
export function ownershipMessage(claimedAt: Date | undefined): string {
  const when = claimedAt ? chinaMinute(claimedAt) : '近期';
  return `该人员已于 ${when}（北京时间）由其他供应商推荐到此任务，${OWNERSHIP_WINDOW_DAYS} 天保护期内不能再推荐`;
}

/** Who the person is for the ownership rule: the ID number, else the mobile. */
export function personKeyOf(idNumber: string | null | undefined, mobile: string): string {
  return idNumber ? `id:${idNumber}` : `m:${mobile}`;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
