import { CANDIDATE_LIMITS, CANDIDATE_STATUS_LABELS, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate } from '@contract/id-number';
import { BusinessError } from '../../http/envelope';
import { chinaDateTime } from '../../lib/time';

/**
 * What the platform arranges with a move: 安排面试 (→ interviewed) a time and a place, 已入职 (→ hired) the day the
 * person started. Each only with its own move; the supplier's timeline, notice and webhook carry them.
 */
export interface MoveDetails {
  interviewAt?: Date | null;
  interviewPlace?: string | null;
  /** YYYY-MM-DD, a China day. */
  hiredOn?: string | null;
}

const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The details checked against the move: refused when they belong to another move or the day is impossible. */
export function checkMoveDetails(
  to: CandidateStatus,
  d: MoveDetails,
  facts: { now: Date; submittedAt: Date },
): { interviewAt: Date | null; interviewPlace: string | null; hiredOn: string | null } {
  const interviewAt = d.interviewAt ?? null;
  const interviewPlace = d.interviewPlace?.trim() || null;
  const hiredOn = d.hiredOn ?? null;
  if ((interviewAt || interviewPlace) && to !== 'interviewed')
    throw invalid(`面试时间和地点只能在安排面试时填写，不能用于「${CANDIDATE_STATUS_LABELS[to]}」`);
  if (hiredOn && to !== 'hired') throw invalid(`入职日期只能在改为「已入职」时填写，不能用于「${CANDIDATE_STATUS_LABELS[to]}」`);
  if (interviewAt && Number.isNaN(interviewAt.getTime())) throw invalid('面试时间不正确');
  if (interviewPlace && interviewPlace.length > CANDIDATE_LIMITS.interviewPlaceMax)
    throw invalid(`面试地点不能超过 ${CANDIDATE_LIMITS.interviewPlaceMax} 个字`);
  if (hiredOn) {
    if (!DAY.test(hiredOn) || Number.isNaN(Date.parse(`${hiredOn}T00:00:00Z`))) throw invalid('入职日期应为 YYYY-MM-DD');
    if (hiredOn > chinaDate(facts.now)) throw invalid('入职日期不能晚于今天');
    if (hiredOn < chinaDate(facts.submittedAt)) throw invalid(`入职日期不能早于推荐日期 ${chinaDate(facts.submittedAt)}`);
  }
  return { interviewAt, interviewPlace, hiredOn };
}

/** 「面试时间：2026-12-01 14:00，地点：…」 / 「入职日期：2026-12-01」, for the timeline and the notice. */
export function moveNote(d: { interviewAt: Date | null; interviewPlace: string | null; hiredOn: string | null }): string | null {
  const parts: string[] = [];
  if (d.interviewAt) parts.push(`面试时间：${chinaDateTime(d.interviewAt).slice(0, 16)}`);
  if (d.interviewPlace) parts.push(`面试地点：${d.interviewPlace}`);
  if (d.hiredOn) parts.push(`入职日期：${d.hiredOn}`);
  return parts.length ? parts.join('，') : null;
}
