import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import type { Clock } from '../../lib/clock';
import { actorOf, recordAudit } from '../audit';
import { setUserName } from '../login';
import { withNoticesOf, type NoticePort } from '../notifications';

/**
 * The caller names themselves (the first-login prompt, 个人中心 → 基本信息). A member's rename is in the supplier's
 * audit trail like an administrator's edit of it, and open member lists follow it.
 */
export function createNameChange({ db, clock, notices }: { db: Db; clock: Clock; notices?: Pick<NoticePort, 'withNotices' | 'changed'> }) {
  const inTransaction = withNoticesOf(db, notices);
  async function updateName(auth: AuthContext, name: string): Promise<{ userName: string }> {
    if (name === auth.userName) return { userName: name };
    const now = clock();
    await inTransaction(async (trx, add) => {
      await setUserName(trx, auth.userId, name, now);
      if (auth.supplier) {
        const detail = { before: { name: auth.userName }, after: { name } };
        await recordAudit(trx, { supplierId: auth.supplier.id, ...actorOf(auth), action: 'member.edit', targetUserId: auth.userId, detail, at: now });
        if (notices) add(notices.changed(auth.supplier.id, 'member'));
      }
    });
    return { userName: name };
  }
  return { updateName };
}

export type NameChange = ReturnType<typeof createNameChange>;
