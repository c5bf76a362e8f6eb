import type { z } from 'zod';
import type * as c from '@contract/user';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { actorOf, recordAudit } from '../audit';
import { setUserName } from '../login';

/**
 * The caller names themselves (the first-login prompt, 个人中心 → 基本信息). A member's rename is in the supplier's
 * audit trail like an administrator's edit of it, and open member lists follow it.
 */
export async function updateName(
  ctx: Ctx,
  { name }: z.output<typeof c.updateName.request>,
  auth: AuthContext,
): Promise<{ userName: string }> {
  if (name === auth.userName) return { userName: name };
  const now = ctx.clock();
  await ctx.notices.withNotices(async (trx, add) => {
    await setUserName(trx, auth.userId, name, now);
    if (auth.supplier) {
      const detail = { before: { name: auth.userName }, after: { name } };
      await recordAudit(trx, {
        supplierId: auth.supplier.id,
        ...actorOf(auth),
        action: 'member.edit',
        targetUserId: auth.userId,
        detail,
        at: now,
      });
      add(ctx.notices.changed(auth.supplier.id, 'member'));
    }
  });
  return { userName: name };
}
