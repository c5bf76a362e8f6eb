import type * as contract from '@contract/candidates';
import { CANDIDATE_STATUS_LABELS, type CandidateStatus } from '@contract/candidates.meta';
import { maskIdNumber } from '@contract/id-number';
import type { Db } from '../../db/schema';
import { isoTime } from '../../lib/time';
import * as listRepo from './list-repo';
import type * as repo from './repo';
import { asStatus, degreeLabel } from './rules';

type CandidateSummary = contract.CandidateSummary;

export function toSummary(
  r: repo.CandidateRow | Awaited<ReturnType<typeof listRepo.pageCandidates>>[number],
  hasDetail: boolean,
  maskId: boolean,
): CandidateSummary {
  const status = asStatus(r.status);
  return {
    candidateId: String(r.id),
    orderId: String(r.order_id),
    taskId: String(r.task_id),
    name: r.name,
    mobile: r.mobile,
    idNumber: r.id_number ? (maskId ? maskIdNumber(r.id_number) : r.id_number) : '',
    sex: r.sex as CandidateSummary['sex'],
    age: r.age,
    degree: r.degree as CandidateSummary['degree'],
    degreeLabel: degreeLabel(r.degree),
    status,
    statusLabel: CANDIDATE_STATUS_LABELS[status],
    rejectReason: r.reject_reason,
    remark: r.remark,
    expectedInterviewTime: r.expected_interview_time ? isoTime(r.expected_interview_time) : null,
    siteId: r.site_id === null ? null : String(r.site_id),
    resumeFileId: r.resume_file_id,
    submittedAt: isoTime(r.created_at),
    statusChangedAt: isoTime(r.status_changed_at),
    submittedBy: { userId: String(r.submitted_by), userName: r.submitter_name },
    hasDetail,
  };
}

export function emptyCounts(): contract.CandidateCounts {
  return { all: 0, submitted: 0, screened: 0, interviewed: 0, hired: 0, left: 0, rejected: 0 };
}

/** Candidates per status of each order, for the order list (the orders module takes it as a dependency). */
export function candidateCountsByOrder(db: Db) {
  return async (orderIds: number[]) => {
    const out = new Map<number, Record<CandidateStatus, number>>();
    for (const r of await listRepo.countsByOrders(db, orderIds)) {
      // A literal, in CANDIDATE_STATUSES' order: Object.fromEntries builds a dictionary-mode object, slow to fill and copy.
      const counts = out.get(r.order_id) ?? { submitted: 0, screened: 0, interviewed: 0, hired: 0, left: 0, rejected: 0 };
      counts[asStatus(r.status)] = Number(r.n);
      out.set(r.order_id, counts);
    }
    return out;
  };
}
