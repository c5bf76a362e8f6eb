import { VERIFY_STATUS, type LoginInfo } from '@contract/login';
import type { AuthContext } from '../../http/auth';

/** 13800138000 → 138****8000: the home page is often on a shared screen. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * What the logged-in user sees about themselves. Counts are scoped to their own user and supplier; they come
 * from the modules that own the rows.
 */
/** The counters the profile shows, from the orders and tasks modules (given by the app: both read accounts through this module). */
export interface ProfileCounters {
  /** The orders the user's own order list shows (its 全部 count), so the overview never promises more. */
  orders: { visibleCount(auth: AuthContext): Promise<number> };
  tasks: { collectionCount(userId: number): Promise<number> };
}

export function createProfileService({ orders, tasks }: ProfileCounters) {
  function loginInfo(auth: AuthContext): LoginInfo {
    const s = auth.supplier;
    return {
      userId: String(auth.userId),
      userName: auth.userName,
      phone: auth.phone,
      supplierInfo: s
        ? { supplierId: String(s.id), supplierName: s.name, authList: s.authList, verifyStatus: s.verifyStatus, isMain: s.isMain }
        : null,
    };
  }

  async function homePageUserInfo(auth: AuthContext) {
    const s = auth.supplier;
    const [takenOrderCount, collectionCount] = await Promise.all([orders.visibleCount(auth), tasks.collectionCount(auth.userId)]);
    return {
      userId: String(auth.userId),
      userName: auth.userName,
      phone: maskPhone(auth.phone),
      supplierName: s?.name ?? null,
      verifyStatus: s?.verifyStatus ?? VERIFY_STATUS.none,
      isMain: s?.isMain ?? false,
      takenOrderCount,
      collectionCount,
    };
  }

  return { loginInfo, homePageUserInfo };
}
