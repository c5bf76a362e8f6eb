import type { CandidateStatus } from '@contract/candidates.meta';
import type { OrderSummary } from '@contract/orders';
import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login';
import { ORDER_STATUSES, type OrderStatus } from '@contract/orders.meta';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type * as repo from './repo';

export const TAKE_PERMISSION = 'task:take';

export const alreadyTaken = () => new BusinessError(ERROR_CODES.conflict, '您已接过该任务的订单');

/** Only a member of a verified supplier who holds the take permission may take orders. */
export function takingSupplier(auth: AuthContext): ActingSupplier {
  const { supplier } = auth;
  if (!supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，请先完成企业认证后再接单');
  if (supplier.verifyStatus !== VERIFY_STATUS.verified) throw new BusinessError(ERROR_CODES.notVerified, '请先完成企业认证后再接单');
  if (!supplier.authList.includes(TAKE_PERMISSION)) throw new BusinessError(ERROR_CODES.forbidden, '您没有接单权限，请联系企业管理员开通');
  return supplier;
}

/** Candidates per status of each order; the candidates module provides it (it owns the table). */
export type CandidateCountsByOrder = (orderIds: number[]) => Promise<Map<number, Record<CandidateStatus, number>>>;

export const orderNotFound = () => new BusinessError(ERROR_CODES.notFound, '订单不存在');

export function scopeOf(auth: AuthContext, supplier: ActingSupplier): repo.OrderScope {
  return { supplierId: supplier.id, memberId: supplier.isMain ? null : auth.userId };
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
export function likePattern(keyword: string | undefined): string | undefined {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

export const statusName = (code: number): OrderStatus => ORDER_STATUSES[code - 1] ?? 'ongoing';
export const emptyCandidateCounts = (): Record<CandidateStatus, number> => ({
  submitted: 0,
  screened: 0,
  interviewed: 0,
  hired: 0,
  left: 0,
  rejected: 0,
});

/** The counts with their sum first, written out (spreading them per row took V8's slow path). */
export function candidateCountsOf(c: Record<CandidateStatus, number>): OrderSummary['candidateCounts'] {
  const all = c.submitted + c.screened + c.interviewed + c.hired + c.left + c.rejected;
  return {
    all,
    submitted: c.submitted,
    screened: c.screened,
    interviewed: c.interviewed,
    hired: c.hired,
    left: c.left,
    rejected: c.rejected,
  };
}

export interface VisibleOrder {
  id: number;
  taskId: number;
  status: OrderStatus;
  supplierId: number;
  title: string;
  companyName: string;
}
