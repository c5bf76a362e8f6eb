import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import {
  CANDIDATE_DEGREES,
  CANDIDATE_LIMITS,
  CANDIDATE_MANAGE_PERMISSION,
  CANDIDATE_SEXES,
  CANDIDATE_STATUSES,
  CANDIDATE_STATUS_LABELS,
  EDITABLE_STATUSES,
  OWNERSHIP_ERROR_CODE,
  OWNERSHIP_WINDOW_DAYS,
  REASON_REQUIRED,
  canMoveCandidate,
  type CandidateStatus,
} from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate, identityMismatches, maskIdNumber, maskMobile, maskName, parseIdNumber } from '@contract/id-number';
import type { CandidateDetailJson, Db, Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import {likePattern, type OrderService, type VisibleOrder } from '../orders';
import type { NoticeSignal, NotificationService } from '../notifications';
import { requirePermission } from '../../http/auth';
import { sortOf } from '../../db/sort';
import * as repo from './repo';

type Fields = Omit<z.output<typeof contract.addCandidate.request>, 'orderId'>;
type CandidateSummary = contract.CandidateSummary;

/** Checks that a résumé file id names a file of this supplier; the files module provides it. */
export type ResumeFileCheck = (supplierId: number, fileId: string) => Promise<boolean>;

export const candidateNotFound = () => new BusinessError(ERROR_CODES.notFound, '候选人不存在');
const degreeLabel = (code: string) => CANDIDATE_DEGREES.find((d) => d.code === code)?.label ?? code;
const sexLabel = (code: string) => CANDIDATE_SEXES.find((s) => s.code === code)?.label ?? code;
const asStatus = (s: string) => s as CandidateStatus;

/** `2025-06-02 10:00` in China time, for messages. */
export function chinaMinute(d: Date): string {
  return isoTime(d).slice(0, 16).replace('T', ' ');
}

/** What `add` and `update` store of what was typed (the person key and birth date derived from it). */
function typedFields(body: Omit<z.output<typeof contract.addCandidate.request>, 'orderId'>, personKey: string, birthDate: string) {
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

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toSummary(r: repo.CandidateRow | Awaited<ReturnType<typeof repo.pageCandidates>>[number], hasDetail: boolean, maskId: boolean): CandidateSummary {
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

export interface CandidateServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrderService;
  /** When absent, a résumé file id is stored as given (the files module wires the ownership check). */
  resumeFileOwned?: ResumeFileCheck;
  /** Tells the order's people of status moves (the notifications module); without it nobody is told. */
  notices?: Pick<NotificationService, 'withNotices' | 'orderEvent'>;
}

export function createCandidateService({ db, clock, orders, resumeFileOwned, notices }: CandidateServiceDeps) {
  const manager = (auth: AuthContext) => requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');

  /** The candidate as the caller sees it: the supplier's, on an order the caller sees; "not found" otherwise. */
  async function visibleCandidate(auth: AuthContext, supplier: ActingSupplier, candidateIdText: string) {
    const id = parseId(candidateIdText);
    if (id === null) throw candidateNotFound();
    const row = await repo.findCandidate(db, supplier.id, id);
    if (!row) throw candidateNotFound();
    try {
      const order = await orders.findVisible(auth, supplier, String(row.order_id));
      return { row, order };
    } catch (err) {
      if (err instanceof BusinessError && err.code === ERROR_CODES.notFound) throw candidateNotFound();
      throw err;
    }
  }

  /** The ID number's checksum and its agreement with sex and age, on the server's date (China time). */
  function checkIdentity(f: Pick<Fields, 'idNumber' | 'sex' | 'age'>): { birthDate: string } {
    const today = chinaDate(clock());
    const problems = identityMismatches(f, today);
    if (problems.length) throw new BusinessError(ERROR_CODES.validation, problems.map((p) => p.message).join('；'));
    const parsed = parseIdNumber(f.idNumber, today);
    if (!parsed.ok) throw new BusinessError(ERROR_CODES.validation, parsed.reason);
    return { birthDate: parsed.birthDate };
  }

  async function checkResume(supplierId: number, fileId: string | undefined): Promise<void> {
    if (fileId === undefined || !resumeFileOwned) return;
    if (!(await resumeFileOwned(supplierId, fileId))) throw new BusinessError(ERROR_CODES.notFound, '简历文件不存在');
  }

  function orderOpen(order: VisibleOrder): void {
    if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');
  }

  const duplicate = () => new BusinessError(ERROR_CODES.conflict, DUPLICATE_ON_ORDER_MESSAGE);
  const cutoffOf = (now: Date) => new Date(now.getTime() - OWNERSHIP_WINDOW_DAYS * 24 * 3600_000);

  /** E000701 with the earlier claim's time; never the other supplier. */
  async function ownershipRefusal(ex: Executor, taskId: number, personKey: string): Promise<BusinessError> {
    const claim = await repo.findClaim(ex, taskId, personKey);
    return new BusinessError(OWNERSHIP_ERROR_CODE, ownershipMessage(claim?.claimed_at));
  }

  /**
   * Submits a person to an order. The candidate row (unique per order and person) and the claim on the task
   * (one row per task and person, taken over only by the same supplier or after the window) are written in
   * one transaction: whichever refuses, nothing is kept.
   */
  async function add(body: z.output<typeof contract.addCandidate.request>, auth: AuthContext): Promise<{ candidateId: string }> {
    const supplier = manager(auth);
    const order = await orders.findVisible(auth, supplier, body.orderId);
    orderOpen(order);
    const { birthDate } = checkIdentity(body);
    await checkResume(supplier.id, body.resumeFileId);
    const now = clock();
    const personKey = personKeyOf(body.idNumber, body.mobile);
    const candidateId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertCandidate(trx, {
        orderId: order.id,
        taskId: order.taskId,
        supplierId: supplier.id,
        ...typedFields(body, personKey, birthDate),
        submittedBy: auth.userId,
        now,
      });
      if (id === null) throw duplicate();
      const claimed = await repo.claimPerson(trx, { taskId: order.taskId, personKey, supplierId: supplier.id, candidateId: id, now, cutoff: cutoffOf(now) });
      if (!claimed) throw await ownershipRefusal(trx, order.taskId, personKey);
      await repo.insertLog(trx, { candidateId: id, supplierId: supplier.id, from: null, to: 'submitted', reason: null, actorUserId: auth.userId, actorLabel: auth.userName, now });
      return id;
    });
    return { candidateId: String(candidateId) };
  }

  /** Whether `add` would accept this person now, and why not. Another supplier's order is still "not found". */
  async function check(body: z.output<typeof contract.checkCandidate.request>, auth: AuthContext): Promise<{ ok: boolean; reason?: string; code?: string }> {
    const supplier = manager(auth);
    const order = await orders.findVisible(auth, supplier, body.orderId);
    try {
      orderOpen(order);
      checkIdentity(body);
      await checkResume(supplier.id, body.resumeFileId);
      const personKey = personKeyOf(body.idNumber, body.mobile);
      if (await repo.existsOnOrder(db, order.id, personKey)) throw duplicate();
      const claim = await repo.findClaim(db, order.taskId, personKey);
      if (claim && claim.supplier_id !== supplier.id && claim.claimed_at > cutoffOf(clock())) throw await ownershipRefusal(db, order.taskId, personKey);
      return { ok: true };
    } catch (err) {
      if (err instanceof BusinessError) return { ok: false, reason: err.message, code: err.code };
      throw err;
    }
  }

  /** Changes what was typed, only while `submitted`; a new ID number is claimed like a new submission. */
  async function update(body: z.output<typeof contract.updateCandidate.request>, auth: AuthContext): Promise<{ candidateId: string }> {
    const supplier = manager(auth);
    const { row } = await visibleCandidate(auth, supplier, body.candidateId);
    const { birthDate } = checkIdentity(body);
    await checkResume(supplier.id, body.resumeFileId);
    const now = clock();
    const personKey = personKeyOf(body.idNumber, body.mobile);
    await db.transaction().execute(async (trx) => {
      const locked = await repo.lockCandidate(trx, row.id, supplier.id);
      if (!locked) throw candidateNotFound();
      if (!EDITABLE_STATUSES.includes(asStatus(locked.status))) {
        throw new BusinessError(ERROR_CODES.conflict, `候选人当前状态为「${CANDIDATE_STATUS_LABELS[asStatus(locked.status)]}」，只有已推荐的候选人可以修改`);
      }
      if (personKey !== locked.person_key) {
        if (await repo.existsOnOrder(trx, locked.order_id, personKey, locked.id)) throw duplicate();
        const claimed = await repo.claimPerson(trx, { taskId: locked.task_id, personKey, supplierId: supplier.id, candidateId: locked.id, now, cutoff: cutoffOf(now) });
        if (!claimed) throw await ownershipRefusal(trx, locked.task_id, personKey);
        await repo.releaseClaim(trx, locked.task_id, locked.person_key, locked.id);
      }
      try {
        await repo.updateFields(trx, locked.id, {
          ...typedFields(body, personKey, birthDate),
          now,
        });
      } catch (err) {
        // A concurrent add of the same person to this order won the unique index.
        if ((err as { code?: string }).code === '23505') throw duplicate();
        throw err;
      }
    });
    return { candidateId: String(row.id) };
  }

  async function talentList(q: z.output<typeof contract.talentList.request>, auth: AuthContext): Promise<z.input<typeof contract.talentList.response>> {
    const supplier = manager(auth);
    const order = await orders.findVisible(auth, supplier, q.orderId);
    const filter = { orderId: order.id, keywordPattern: likePattern(q.keyword) };
    const counts = emptyCounts();
    for (const r of await repo.countByStatus(db, filter)) {
      counts[asStatus(r.status)] = Number(r.n);
      counts.all += Number(r.n);
    }
    const total = q.status ? counts[q.status] : counts.all;
    const page = { pageNum: q.pageNum, pageSize: q.pageSize, counts, order: { orderId: String(order.id), taskId: String(order.taskId), taskTitle: order.title, companyName: order.companyName } };
    const offset = (q.pageNum - 1) * q.pageSize;
    if (offset >= total) return { list: [], total, ...page };
    const sort = sortOf(q, repo.CANDIDATE_SORT_COLUMNS, repo.DEFAULT_CANDIDATE_SORT);
    const rows = await repo.pageCandidates(db, { ...filter, status: q.status }, { offset, limit: q.pageSize }, sort);
    return { list: rows.map((r) => toSummary(r, r.has_detail, true)), total, ...page };
  }

  async function detailLook(candidateIdText: string, auth: AuthContext): Promise<contract.CandidateDetailLook> {
    const supplier = manager(auth);
    const { row, order } = await visibleCandidate(auth, supplier, candidateIdText);
    const log = await repo.timeline(db, row.id);
    const detail = row.detail;
    return {
      ...toSummary(row, detail !== null, false),
      birthDate: row.birth_date ?? '',
      taskTitle: order.title,
      // Stored by detail_add/detail_edit after the contract's validation, so it has the contract's shape.
      detail: detail as contract.CandidateDetailLook['detail'],
      timeline: log.map((l) => ({
        from: l.from_status === null ? null : asStatus(l.from_status),
        to: asStatus(l.to_status),
        toLabel: CANDIDATE_STATUS_LABELS[asStatus(l.to_status)],
        at: isoTime(l.created_at),
        by: l.actor_label,
        reason: l.reason,
      })),
    };
  }

  async function writeDetail(body: z.output<typeof contract.detailAdd.request>, auth: AuthContext, mode: 'add' | 'edit'): Promise<null> {
    const supplier = manager(auth);
    const { row } = await visibleCandidate(auth, supplier, body.candidateId);
    const detail: CandidateDetailJson = { education: body.education, work: body.work, skills: body.skills };
    const written = await repo.writeDetail(db, supplier.id, row.id, detail, mode, clock());
    if (!written) {
      throw mode === 'add'
        ? new BusinessError(ERROR_CODES.conflict, '该候选人已有详细资料，请使用编辑')
        : new BusinessError(ERROR_CODES.notFound, '该候选人还没有详细资料，请先添加');
    }
    return null;
  }

  async function siteList(orderIdText: string, auth: AuthContext): Promise<contract.InterviewSite[]> {
    const supplier = manager(auth);
    const order = await orders.findVisible(auth, supplier, orderIdText);
    const rows = await repo.listSites(db, order.taskId);
    return rows.map((s) => ({ siteId: String(s.id), name: s.name, address: s.address, contactName: s.contact_name, contactPhone: s.contact_phone }));
  }

  async function remark(body: z.output<typeof contract.setRemark.request>, auth: AuthContext): Promise<null> {
    const supplier = manager(auth);
    const { row } = await visibleCandidate(auth, supplier, body.candidateId);
    await repo.setRemark(db, supplier.id, row.id, body.remark || null, clock());
    return null;
  }

  async function expectedInterview(body: z.output<typeof contract.setExpectedInterviewTime.request>, auth: AuthContext): Promise<null> {
    const supplier = manager(auth);
    const { row } = await visibleCandidate(auth, supplier, body.candidateId);
    let siteId: number | null = null;
    if (body.siteId !== undefined) {
      const id = parseId(body.siteId);
      if (id === null || !(await repo.findSite(db, row.task_id, id))) throw new BusinessError(ERROR_CODES.notFound, '面试地点不存在');
      siteId = id;
    }
    const at = body.expectedInterviewTime === null ? null : new Date(body.expectedInterviewTime);
    await repo.setInterview(db, supplier.id, row.id, at, at === null ? null : siteId, clock());
    return null;
  }

  /** 32 random bytes: unguessable; only the hash is stored. */
  async function share(candidateIdText: string, auth: AuthContext): Promise<{ token: string; expiresAt: string }> {
    const supplier = manager(auth);
    const { row } = await visibleCandidate(auth, supplier, candidateIdText);
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    const expiresAt = new Date(now.getTime() + CANDIDATE_LIMITS.shareTtlHours * 3600_000);
    await repo.insertShare(db, { tokenHash: hashToken(token), candidateId: row.id, supplierId: supplier.id, createdBy: auth.userId, now, expiresAt });
    return { token, expiresAt: isoTime(expiresAt) };
  }

  /** The masked card behind a live token; anything else (unknown, expired, malformed) is the same "not found". */
  async function sharedCard(token: string): Promise<contract.TalentCard> {
    const row = await repo.findShared(db, hashToken(token), clock());
    if (!row) throw new BusinessError(ERROR_CODES.notFound, '分享链接不存在或已过期');
    const status = asStatus(row.status);
    const detail = row.detail;
    return {
      name: maskName(row.name),
      mobile: maskMobile(row.mobile),
      sex: row.sex as contract.TalentCard['sex'],
      sexLabel: sexLabel(row.sex),
      age: row.age,
      degreeLabel: degreeLabel(row.degree),
      statusLabel: CANDIDATE_STATUS_LABELS[status],
      taskTitle: row.title,
      education: (detail?.education ?? []).map((e) => ({ school: e.school, degreeLabel: degreeLabel(e.degree), startMonth: e.startMonth, endMonth: e.endMonth ?? null })),
      work: (detail?.work ?? []).map((w) => ({ company: w.company, position: w.position, startMonth: w.startMonth, endMonth: w.endMonth ?? null })),
      skills: detail?.skills ?? [],
      expiresAt: isoTime(row.expires_at),
    };
  }

  /**
   * A pipeline move (the employer's side, through the operator command): only the moves of
   * CANDIDATE_TRANSITIONS, `rejected` with a reason; the row lock makes concurrent moves apply one by one.
   */
  async function moveStatus(
    candidateId: number,
    to: CandidateStatus,
    reason: string | null,
    actor: { userId: number | null; label: string },
  ): Promise<{ candidateId: string; from: CandidateStatus; to: CandidateStatus; at: string }> {
    const now = clock();
    const inTransaction = <T>(work: (trx: Executor, add: (s: NoticeSignal[]) => void) => Promise<T>) =>
      notices ? notices.withNotices(work) : db.transaction().execute((trx) => work(trx, () => undefined));
    return inTransaction(async (trx, add) => {
      const row = await repo.lockCandidate(trx, candidateId, null);
      if (!row) throw candidateNotFound();
      const from = asStatus(row.status);
      if (!canMoveCandidate(from, to)) {
        throw new BusinessError(ERROR_CODES.conflict, `不能从「${CANDIDATE_STATUS_LABELS[from]}」改为「${CANDIDATE_STATUS_LABELS[to]}」`);
      }
      if (REASON_REQUIRED.includes(to) && !reason) throw new BusinessError(ERROR_CODES.validation, '改为「未通过」时必须填写原因');
      await repo.setStatus(trx, row.id, to, to === 'rejected' ? reason : null, now);
      await repo.insertLog(trx, { candidateId: row.id, supplierId: row.supplier_id, from, to, reason, actorUserId: actor.userId, actorLabel: actor.label, now });
      if (notices) {
        add(
          await notices.orderEvent(trx, row.order_id, {
            kind: 'candidate_status',
            text: (taskTitle) => ({
              title: `候选人${row.name}：${CANDIDATE_STATUS_LABELS[to]}`,
              body: `${taskTitle}：${CANDIDATE_STATUS_LABELS[from]} → ${CANDIDATE_STATUS_LABELS[to]}${to === 'rejected' && reason ? `（${reason}）` : ''}`,
            }),
            link: (taskId) => `/workbench/order/candidateList/${taskId}/${row.order_id}`,
            alsoUserIds: [row.submitted_by],
            exceptUserId: actor.userId,
          }),
        );
      }
      return { candidateId: String(row.id), from, to, at: isoTime(now) };
    });
  }

  return { add, check, update, talentList, detailLook, writeDetail, siteList, remark, expectedInterview, share, sharedCard, moveStatus };
}

export type CandidateService = ReturnType<typeof createCandidateService>;

/** Candidates per status of each order, for the order list (the orders module takes it as a dependency). */
export function candidateCountsByOrder(db: Db) {
  return async (orderIds: number[]) => {
    const out = new Map<number, Record<CandidateStatus, number>>();
    for (const r of await repo.countsByOrders(db, orderIds)) {
      const counts = out.get(r.order_id) ?? (Object.fromEntries(CANDIDATE_STATUSES.map((s) => [s, 0])) as Record<CandidateStatus, number>);
      counts[asStatus(r.status)] = Number(r.n);
      out.set(r.order_id, counts);
    }
    return out;
  };
}
