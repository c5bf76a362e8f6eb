import type { CandidateStatus } from '@contract/candidates.meta';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import type { OrderScope } from './repo';

/** Candidates per status of each order; the candidates module provides it (it owns the table). */
export type CandidateCountsByOrder = (orderIds: number[]) => Promise<Map<number, Record<CandidateStatus, number>>>;

/** The administrator sees every order of the supplier; a member the ones they took or were given. */
export function scopeOf(auth: AuthContext, supplier: ActingSupplier): OrderScope {
  return { supplierId: supplier.id, memberId: supplier.isMain ? null : auth.userId };
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
export function likePattern(keyword: string | undefined): string | undefined {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
