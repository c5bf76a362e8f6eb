import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import type { StaffAuth } from './auth';
import * as repo from './repo';

export interface StaffAction {
  /** `area.verb`, e.g. `staff.create`, `verification.approve`, `settlement.pay`. */
  action: string;
  /** What was acted on: `staff`, `supplier`, `task`, `settlement` … */
  targetType: string;
  targetId: string | number;
  /** One line of Chinese, shown in 操作记录 and its export. */
  summary: string;
}

/** Who acted when no staff member did: an operator command. */
export const OPERATOR_NAME = '运维命令';

/**
 * Records one staff action in the 操作记录. Pass the write's own transaction as `trx`, so the row exists exactly
 * when the write does. `auth` null: an operator command did it.
 */
export async function recordStaffAction(ctx: Ctx, auth: StaffAuth | null, action: StaffAction, trx?: Executor): Promise<void> {
  await repo.insertAction(trx ?? ctx.db, {
    staff_id: auth ? Number(auth.staffId) : null,
    staff_name: auth?.name ?? OPERATOR_NAME,
    staff_role: auth?.role ?? null,
    action: action.action,
    target_type: action.targetType,
    target_id: String(action.targetId),
    summary: action.summary.slice(0, 500),
    client_ip: ctx.request?.ip ?? null,
    at: ctx.clock(),
  });
}
