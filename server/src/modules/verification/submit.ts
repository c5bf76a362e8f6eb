import { chinaDate, parseIdNumber } from '@contract/id-number';
import { ERROR_CODES } from '@contract/http';
import { PERMISSIONS, VERIFY_STATUS } from '@contract/login.meta';
import type { z } from 'zod';
import type * as contract from '@contract/verification';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { actorOf, recordAudit } from '../audit';
import { nameProblem } from '@contract/user.meta';
import { bindSessionsToSupplier, setUserName } from '../login';
import { addMember, membershipOf } from '../members';
import { announceStaffChange } from '../notifications';
import { supplierIdentity as identity } from '../suppliers';
import * as repo from './repo';
import { conflictMessage, type Submission, submissionFiles, submissionName, submissionPerson } from './submission';

export type SubmitMode = 'first' | 'again' | 'upgrade';

const conflict = (message: string) => new BusinessError(ERROR_CODES.conflict, message);
const forbidden = () => new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以提交或修改认证信息');

/** The user's supplier with what verification needs, its row locked (submissions of one supplier serialise). */
async function lockMembershipOf(trx: Executor, userId: number) {
  const m = await membershipOf(trx, userId);
  const s = m && (await identity.lockSupplier(trx, m.supplier_id));
  return s ? { ...s, is_main: m.is_main } : undefined;
}

/** Why the supplier in `status` may not submit in `mode`, or null when it may. */
function refusalFor(mode: SubmitMode, s: { verify_status: number; supplier_type: string }, kind: Submission['kind']): string | null {
  const status = s.verify_status;
  if (mode === 'upgrade') {
    if (s.supplier_type !== 'person') return '只有个人供应商可以升级为企业认证';
    if (status !== VERIFY_STATUS.verified) return '个人认证通过后才能升级为企业认证';
    return kind === 'company' ? null : '升级只能提交企业认证';
  }
  if (status === VERIFY_STATUS.reviewing) return '认证资料正在审核中，请耐心等待审核结果';
  if (status === VERIFY_STATUS.verified) {
    return s.supplier_type === 'person' ? '已完成个人认证，如需成为企业请使用“升级为企业认证”' : '已完成认证，无需重复提交';
  }
  if (mode === 'first' && status === VERIFY_STATUS.rejected) return '认证未通过，请修改资料后重新提交';
  if (mode === 'again' && status !== VERIFY_STATUS.rejected) return '只有认证未通过时才能重新提交';
  return null;
}

/** Every file must be the caller's (their supplier's or their own unbound upload) and of the right purpose. */
async function checkFiles(ctx: Ctx, trx: Executor, owner: { supplierId: number | null; userId: number }, s: Submission): Promise<number[]> {
  const ids: number[] = [];
  for (const f of submissionFiles(s)) {
    const usable = await ctx.files.findUsable(trx, owner, f.fileId);
    if (!usable) throw new BusinessError(ERROR_CODES.notFound, `${f.label}不存在，请重新上传`);
    if (usable.purpose !== f.purpose) throw new BusinessError(ERROR_CODES.validation, `${f.field}：这不是${f.label}，请上传${f.label}`);
    if (ids.includes(usable.id)) throw new BusinessError(ERROR_CODES.validation, `${f.field}：身份证人像面和国徽面不能是同一张图片`);
    ids.push(usable.id);
  }
  return ids;
}

/** The credit code or ID number must not be another supplier's (verified, or claimed by a submission under review). */
async function checkIdentityFree(trx: Executor, s: Submission, supplierId: number | null): Promise<void> {
  if (s.kind === 'company') {
    const holder =
      (await identity.creditCodeHolder(trx, s.creditCode, supplierId)) ??
      (await repo.liveClaimOf(trx, 'credit_code', s.creditCode, supplierId));
    if (holder) throw conflict(conflictMessage.creditCode);
  } else if (await repo.liveClaimOf(trx, 'id_number', s.idNumber, supplierId)) {
    throw conflict(conflictMessage.idNumber);
  }
}

/** Submitting (first, again, upgrade); every change records its audit entry in its transaction. */
async function submitVerification(
  ctx: Ctx,
  auth: AuthContext,
  mode: SubmitMode,
  s: Submission,
): Promise<{ supplierId: string; verifyStatus: number }> {
  const now = ctx.clock();
  if (s.kind === 'person') {
    const parsed = parseIdNumber(s.idNumber, chinaDate(now));
    if (!parsed.ok) throw new BusinessError(ERROR_CODES.validation, `idNumber：${parsed.reason}`);
  }
  try {
    const submitted = await ctx.db.transaction().execute(async (trx) => {
      const membership = await lockMembershipOf(trx, auth.userId);
      let supplierId: number;
      if (!membership) {
        if (mode !== 'first')
          throw conflict(mode === 'upgrade' ? '只有已认证的个人供应商可以升级为企业认证' : '您还没有提交过认证，请先提交认证');
        const fileIds = await checkFiles(ctx, trx, { supplierId: null, userId: auth.userId }, s);
        await checkIdentityFree(trx, s, null);
        supplierId = await identity.foundSupplier(trx, {
          name: submissionName(s),
          type: s.kind,
          verifyStatus: VERIFY_STATUS.reviewing,
          now,
        });
        await addMember(trx, { supplierId, userId: auth.userId, isMain: true, authList: [...PERMISSIONS], now });
        await ctx.files.bindToSupplier(trx, fileIds, auth.userId, supplierId);
        await bindSessionsToSupplier(trx, auth.userId, supplierId, now);
      } else {
        supplierId = membership.id;
        if (!membership.is_main) throw forbidden();
        const refusal = refusalFor(mode, membership, s.kind);
        if (refusal) throw conflict(refusal);
        const fileIds = await checkFiles(ctx, trx, { supplierId, userId: auth.userId }, s);
        await checkIdentityFree(trx, s, supplierId);
        if (mode !== 'upgrade') await identity.moveVerifyStatus(trx, supplierId, [membership.verify_status], VERIFY_STATUS.reviewing, now);
        await ctx.files.bindToSupplier(trx, fileIds, auth.userId, supplierId);
      }
      const files_ =
        s.kind === 'company'
          ? { licenceFileId: Number(s.licenceFileId) }
          : { idFrontFileId: Number(s.idFrontFileId), idBackFileId: Number(s.idBackFileId) };
      await repo.insertSubmission(trx, {
        supplierId,
        kind: s.kind,
        isUpgrade: mode === 'upgrade',
        ...(s.kind === 'company'
          ? { companyName: s.companyName, creditCode: s.creditCode, legalPerson: s.legalPerson }
          : { personName: s.name, idNumber: s.idNumber }),
        ...files_,
        submittedBy: auth.userId,
        now,
      });
      // The applicant confirmed they are the person named: they go by that name from now on.
      const person = submissionPerson(s).trim();
      if (s.takeName && nameProblem(person) === null && person !== auth.userName) await setUserName(trx, auth.userId, person, now);
      const action = mode === 'first' ? 'verification.submit' : mode === 'again' ? 'verification.resubmit' : 'verification.upgrade';
      await recordAudit(trx, { supplierId, ...actorOf(auth), action, detail: { kind: s.kind, name: submissionName(s) }, at: now });
      const verifyStatus = mode === 'upgrade' ? VERIFY_STATUS.verified : VERIFY_STATUS.reviewing;
      return { supplierId: String(supplierId), verifyStatus };
    });
    // A submission waits for the platform's reviewers (the console's 待办); an upgrade too.
    await announceStaffChange(ctx.db, Number(submitted.supplierId), ctx.log);
    return submitted;
  } catch (err) {
    throw conflictMessage.fromUniqueViolation(err) ?? err;
  }
}

type Body<E extends { request: z.ZodType }> = z.output<E['request']>;

/** First company verification: a user without a supplier founds one and becomes its administrator. */
export function companyAuth(ctx: Ctx, input: Body<typeof contract.companyAuth>, auth: AuthContext) {
  return submitVerification(ctx, auth, 'first', { kind: 'company', ...input });
}

/** First person verification, as companyAuth. */
export function personAuth(ctx: Ctx, input: Body<typeof contract.personAuth>, auth: AuthContext) {
  return submitVerification(ctx, auth, 'first', { kind: 'person', ...input });
}

/** Resubmits after a rejection, as a company or as a person. */
export function againAuth(ctx: Ctx, input: Body<typeof contract.againAuth>, auth: AuthContext) {
  return submitVerification(ctx, auth, 'again', input);
}

/** A verified person supplier applies to become a company. */
export function upgrade(ctx: Ctx, input: Body<typeof contract.upgrade>, auth: AuthContext) {
  return submitVerification(ctx, auth, 'upgrade', { kind: 'company', ...input });
}
