import type { Executor } from '../../db/schema';
import type { MemberAudience } from './repo';

/** A member of a supplier, as a notice's recipient. */
export interface Recipient {
  supplier_id: number;
  user_id: number;
}

/**
 * Who hears of what: memberships are the members module's, orders the orders module's. The app gives this (see
 * server/src/notice-audiences.ts), as those modules write notices through this one and so cannot be imported here.
 */
export interface NoticeAudiences {
  /** The members in the audience, of suppliers the platform has not disabled, with usable accounts; by supplier, then user. */
  members(db: Executor, audience: MemberAudience): Promise<Recipient[]>;
  /** Of these pairs, the ones that are such members now (same order). */
  activeAmong(db: Executor, pairs: Recipient[]): Promise<Recipient[]>;
  /** Of these users, the ones who are members of the supplier now, by user id. */
  membersAmong(db: Executor, supplierId: number, userIds: number[]): Promise<number[]>;
  /** The order's supplier, task and people (who took it, whom it was distributed to); null for an unknown order. */
  order(db: Executor, orderId: number): Promise<{ supplierId: number; taskId: number; taskTitle: string; userIds: number[] } | null>;
}
