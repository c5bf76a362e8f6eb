import { CANDIDATE_MANAGE_PERMISSION, OWNERSHIP_ERROR_CODE, OWNERSHIP_WINDOW_DAYS } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate, identityMismatches, parseIdNumber } from '@contract/id-number';
import type { Db, Executor } from '../../db/schema';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import type { Clock } from '../../lib/clock';
import type { FileService } from '../files';
import type { NotificationService } from '../notifications';
import type { OrderService, VisibleOrder } from '../orders';
import type { WebhookPort } from '../webhooks';
import * as repo from './repo';
import { candidateNotFound, DUPLICATE_ON_ORDER_MESSAGE, ownershipMessage, type Fields } from './rules';

/**
 * What the candidate operations use of the ctx (spelled out rather than picked from Ctx: the composition root
 * adds candidates for the resumes module with these).
 */
export interface CandidateCtx {
  db: Db;
  clock: Clock;
  /** Which orders the caller sees. */
  orders: Pick<OrderService, 'findVisible' | 'visibleOrderIds'>;
  /** Whether the caller may read a résumé file; when absent, a résumé file id is stored as given. */
  files?: Pick<FileService, 'readable'>;
  /** Tells the order's people of status moves; without it nobody is told. */
  notices?: Pick<NotificationService, 'withNotices' | 'orderEvent'>;
  /** Reports status moves to the supplier's webhooks (in the move's transaction); without it none are sent. */
  webhooks?: WebhookPort;
  /**
   * Told, inside the add's transaction, which résumé a new candidate carries (the resumes module marks its
   * draft submitted), so a draft leaves the review queue whichever dialog submitted it.
   */
  resumeUsed?: (trx: Executor, use: { supplierId: number; fileId: string; candidateId: number; now: Date }) => Promise<void>;
}

/** Who may manage candidates: candidate:manage (E000403 otherwise). */
export const manager = (auth: AuthContext) => requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');

/** The candidate as the caller sees it: the supplier's, on an order the caller sees; "not found" otherwise. */
export async function visibleCandidate(ctx: CandidateCtx, auth: AuthContext, supplier: ActingSupplier, candidateIdText: string) {
  const id = parseId(candidateIdText);
  if (id === null) throw candidateNotFound();
  const row = await repo.findCandidate(ctx.db, supplier.id, id);
  if (!row) throw candidateNotFound();
  try {
    const order = await ctx.orders.findVisible(auth, supplier, String(row.order_id));
    return { row, order };
  } catch (err) {
    if (err instanceof BusinessError && err.code === ERROR_CODES.notFound) throw candidateNotFound();
    throw err;
  }
}

/** The ID number's checksum and its agreement with sex and age, on the server's date (China time). */
export function checkIdentity(now: Date, f: Pick<Fields, 'idNumber' | 'sex' | 'age'>): { birthDate: string } {
  const today = chinaDate(now);
  const problems = identityMismatches(f, today);
  if (problems.length) throw new BusinessError(ERROR_CODES.validation, problems.map((p) => p.message).join('；'));
  const parsed = parseIdNumber(f.idNumber, today);
  if (!parsed.ok) throw new BusinessError(ERROR_CODES.validation, parsed.reason);
  return { birthDate: parsed.birthDate };
}

/** Only a résumé (uploaded for candidates) the caller may read: never a logo, a licence, or a hidden candidate's. */
export async function checkResume(ctx: CandidateCtx, auth: AuthContext, fileId: string | undefined): Promise<void> {
  if (fileId === undefined || !ctx.files) return;
  const file = await ctx.files.readable(auth, fileId);
  if (!file) throw new BusinessError(ERROR_CODES.notFound, '简历文件不存在');
  if (file.purpose !== 'resume') throw new BusinessError(ERROR_CODES.validation, 'resumeFileId：该文件不是简历，请上传候选人的简历文件');
}

export function orderOpen(order: VisibleOrder): void {
  if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');
}

export const duplicate = () => new BusinessError(ERROR_CODES.conflict, DUPLICATE_ON_ORDER_MESSAGE);
export const cutoffOf = (now: Date) => new Date(now.getTime() - OWNERSHIP_WINDOW_DAYS * 24 * 3600_000);

/** E000701 with the earlier claim's time; never the other supplier. */
export async function ownershipRefusal(ex: Executor, taskId: number, personKey: string): Promise<BusinessError> {
  const claim = await repo.findClaim(ex, taskId, personKey);
  return new BusinessError(OWNERSHIP_ERROR_CODE, ownershipMessage(claim?.claimed_at));
}
