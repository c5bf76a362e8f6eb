import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as user from '@contract/user';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

/**
 * Who may ask for a scene's code: the admin transfer is the administrator's; bank details belong to a supplier.
 * (The action the code confirms checks its own permission again.)
 */
function mayUseScene(auth: AuthContext, scene: user.SelfCodeScene): void {
  const supplier = requireSupplier(auth);
  if (scene === 'transfer_admin' && !supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '仅企业管理员可以转让管理员');
}

/** A code to the caller's own phone, for a confirmation elsewhere (admin transfer, bank details). */
export async function sendVerCode(ctx: Ctx, { scene }: Input<typeof user.sendVerCode>, auth: AuthContext): Promise<null> {
  mayUseScene(auth, scene);
  await ctx.userCodes.send(auth, scene);
  return null;
}

/** Tells a form whether the code is right, leaving it live for the action it confirms. */
export async function checkVerCode(ctx: Ctx, { scene, code }: Input<typeof user.checkVerCode>, auth: AuthContext): Promise<null> {
  mayUseScene(auth, scene);
  await ctx.userCodes.check(auth, scene, code);
  return null;
}
