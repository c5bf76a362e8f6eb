import type { Ctx } from '../ctx';

/**
 * What operator commands work with: the same ctx as the app's operations (built by the composition root), with
 * the module faces under the names the commands use. Commands never reach a repo or a table themselves (lint
 * enforces it).
 */
export function createOpsServices(ctx: Ctx) {
  return { ...ctx, ctx };
}

export type OpsServices = ReturnType<typeof createOpsServices>;
