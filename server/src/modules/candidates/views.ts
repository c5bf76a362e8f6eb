import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import { CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';

import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { likePattern } from '../orders';
import { isTaskSite, taskSites } from '../tasks';
import { manager, visibleCandidate, type CandidateCtx } from './context';
import { withAdded } from '../../db/rows';
import { sortOf } from '../../db/sort';
import { moveNote } from './move-details';
import * as listRepo from './list-repo';
import * as repo from './repo';
import { asStatus, refusePastInterview } from './rules';
import type { CandidateDetailJson } from './schema';
import { emptyCounts, toSummary } from './summary';

/* The talent list, one candidate's page, and the small edits made from them (detail, remark, interview). */

export async function talentList(
  ctx: CandidateCtx,
  q: z.output<typeof contract.talentList.request>,
  auth: AuthContext,
): Promise<z.input<typeof contract.talentList.response>> {
  const { db } = ctx;
  const supplier = manager(auth);
  const order = await ctx.orders.findVisible(auth, supplier, q.orderId);
  const filter = { orderId: order.id, keywordPattern: likePattern(q.keyword) };
  const counts = emptyCounts();
  for (const r of await listRepo.countByStatus(db, filter)) {
    counts[asStatus(r.status)] = Number(r.n);
    counts.all += Number(r.n);
  }
  const total = q.status ? counts[q.status] : counts.all;
  const page = {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    counts,
    order: { orderId: String(order.id), taskId: String(order.taskId), taskTitle: order.title, companyName: order.companyName },
  };
  const offset = (q.pageNum - 1) * q.pageSize;
  if (offset >= total) return { list: [], total, ...page };
  const sort = sortOf(q, listRepo.CANDIDATE_SORT_COLUMNS, listRepo.DEFAULT_CANDIDATE_SORT);
  const rows = await listRepo.pageCandidates(db, withAdded(filter, { status: q.status }), { offset, limit: q.pageSize }, sort);
  return { list: rows.map((r) => toSummary(r, r.has_detail, true)), total, ...page };
}

export async function detailLook(
  ctx: CandidateCtx,
  { candidateId }: { candidateId: string },
  auth: AuthContext,
): Promise<contract.CandidateDetailLook> {
  const supplier = manager(auth);
  const { row, order } = await visibleCandidate(ctx, auth, supplier, candidateId);
  const log = await listRepo.timeline(ctx.db, row.id);
  const detail = row.detail;
  return {
    ...toSummary(row, detail !== null, false),
    birthDate: row.birth_date ?? '',
    taskTitle: order.title,
    // Stored by detail_add/detail_edit after the contract's validation, so it has the contract's shape.
    detail: detail as contract.CandidateDetailLook['detail'],
    timeline: log.map((l) => {
      const note = moveNote({ interviewAt: l.interview_at, interviewPlace: l.interview_place, hiredOn: l.hired_on });
      return {
        from: l.from_status === null ? null : asStatus(l.from_status),
        to: asStatus(l.to_status),
        toLabel: CANDIDATE_STATUS_LABELS[asStatus(l.to_status)],
        at: isoTime(l.created_at),
        by: l.actor_label,
        reason: l.reason,
        // Only on the platform's moves that arranged something (an interview, a start day).
        ...(note ? { note } : {}),
      };
    }),
  };
}

async function writeDetail(
  ctx: CandidateCtx,
  body: z.output<typeof contract.detailAdd.request>,
  auth: AuthContext,
  mode: 'add' | 'edit',
): Promise<null> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const { row } = await visibleCandidate(ctx, auth, supplier, body.candidateId);
  const detail: CandidateDetailJson = { education: body.education, work: body.work, skills: body.skills };
  const written = await repo.writeDetail(db, supplier.id, row.id, detail, mode, clock());
  if (!written) {
    throw mode === 'add'
      ? new BusinessError(ERROR_CODES.conflict, '该候选人已有详细资料，请使用编辑')
      : new BusinessError(ERROR_CODES.notFound, '该候选人还没有详细资料，请先添加');
  }
  return null;
}

/** Adds the candidate's detail (education, work, skills); refused when it already has one. */
export const detailAdd = (ctx: CandidateCtx, body: z.output<typeof contract.detailAdd.request>, auth: AuthContext) =>
  writeDetail(ctx, body, auth, 'add');

/** Replaces the candidate's detail; refused when it has none yet. */
export const detailEdit = (ctx: CandidateCtx, body: z.output<typeof contract.detailEdit.request>, auth: AuthContext) =>
  writeDetail(ctx, body, auth, 'edit');

export async function selectSiteList(
  ctx: CandidateCtx,
  { orderId }: { orderId: string },
  auth: AuthContext,
): Promise<contract.InterviewSite[]> {
  const supplier = manager(auth);
  const order = await ctx.orders.findVisible(auth, supplier, orderId);
  const rows = await taskSites(ctx.db, order.taskId);
  return rows.map((s) => ({
    siteId: String(s.id),
    name: s.name,
    address: s.address,
    contactName: s.contact_name,
    contactPhone: s.contact_phone,
  }));
}

export async function setRemark(ctx: CandidateCtx, body: z.output<typeof contract.setRemark.request>, auth: AuthContext): Promise<null> {
  const supplier = manager(auth);
  const { row } = await visibleCandidate(ctx, auth, supplier, body.candidateId);
  await repo.setRemark(ctx.db, supplier.id, row.id, body.remark || null, ctx.clock());
  return null;
}

export async function setExpectedInterviewTime(
  ctx: CandidateCtx,
  body: z.output<typeof contract.setExpectedInterviewTime.request>,
  auth: AuthContext,
): Promise<null> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const { row } = await visibleCandidate(ctx, auth, supplier, body.candidateId);
  let siteId: number | null = null;
  if (body.siteId !== undefined) {
    const id = parseId(body.siteId);
    if (id === null || !(await isTaskSite(db, row.task_id, id))) throw new BusinessError(ERROR_CODES.notFound, '面试地点不存在');
    siteId = id;
  }
  const now = clock();
  refusePastInterview(body.expectedInterviewTime, now, row.expected_interview_time);
  const at = body.expectedInterviewTime === null ? null : new Date(body.expectedInterviewTime);
  await repo.setInterview(db, supplier.id, row.id, at, at === null ? null : siteId, now);
  return null;
}
