import { roleMayCall, type StaffRole } from '@contract/platform/http';
import { TODO_AREA_ROLES, TODO_AREAS, type TodoCounts } from '@contract/platform/todo';
import type { Ctx } from '../../ctx';
import { unscreenedCandidateCount } from '../candidates';
import { failedPayoutCount, openDisputeCount } from '../settlements';
import type { StaffAuth } from '../staff';
import { reviewingCount } from '../verification';

/* The console's 待办: what waits for staff, each count from the module that owns it (each one index read). */

/** Every count, whoever asks. */
export async function allTodoCounts(ctx: Ctx): Promise<TodoCounts> {
  const [verifications, disputes, failedPayouts, newCandidates] = await Promise.all([
    reviewingCount(ctx),
    openDisputeCount(ctx.db),
    failedPayoutCount(ctx.db),
    unscreenedCandidateCount(ctx.db),
  ]);
  return { verifications, disputes, failedPayouts, newCandidates };
}

/** The counts of the role's own business (TODO_AREA_ROLES; the admin's are all of them); the others null. */
export function todoCountsFor(all: TodoCounts, role: StaffRole): TodoCounts {
  const out = { ...all };
  for (const area of TODO_AREAS) if (!roleMayCall(TODO_AREA_ROLES[area], role)) out[area] = null;
  return out;
}

export async function platformTodoCounts(ctx: Ctx, _input: unknown, auth: StaffAuth): Promise<TodoCounts> {
  return todoCountsFor(await allTodoCounts(ctx), auth.role);
}
