import { VERIFY_STATUS, type LoginInfo } from '@contract/login';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';

/** 13800138000 → 138****8000: the home page is often on a shared screen. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** What the logged-in user sees about themselves. Counts are scoped to their own user and supplier. */
export function createProfileService({ db }: { db: Db }) {
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
    const [orders, collections] = await Promise.all([
      s
        ? db.selectFrom('task_order').select((eb) => eb.fn.countAll<number>().as('n')).where('supplier_id', '=', s.id).executeTakeFirstOrThrow()
        : { n: 0 },
      db.selectFrom('task_collection').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', auth.userId).executeTakeFirstOrThrow(),
    ]);
    return {
      userId: String(auth.userId),
      userName: auth.userName,
      phone: maskPhone(auth.phone),
      supplierName: s?.name ?? null,
      verifyStatus: s?.verifyStatus ?? VERIFY_STATUS.none,
      isMain: s?.isMain ?? false,
      takenOrderCount: Number(orders.n),
      collectionCount: Number(collections.n),
    };
  }

  return { loginInfo, homePageUserInfo };
}
