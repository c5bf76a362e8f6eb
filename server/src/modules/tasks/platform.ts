import { ERROR_CODES, type Page } from '@contract/http';
import type { z } from 'zod';
import type * as contract from '@contract/platform/tasks';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { moneyText } from '../../lib/money';
import { recordStaffAction, type StaffAuth } from '../staff';
import { tellTaskChange } from './announce';
import { taskChanges } from './changes';
import type { TaskLabels } from './labels';
import { toSummary } from './mapping';
import * as repo from './platform-repo';
import { publishTask, resolveTaskDraft, type TaskDraft } from './publish';
import { taskIdOf, taskNotFound } from './service';
import { TASK_STATUS, taskStatusName } from './status';

/* The console's 任务: the same publishing as ops create-task, plus edits and closing, each a recorded staff action. */

type Fields = z.output<typeof contract.platformTaskFields>;

const STATUS_CODES = { open: TASK_STATUS.open, full: TASK_STATUS.full, closed: TASK_STATUS.closed } as const;

function toPlatformTask(row: repo.PlatformTaskRow, l: TaskLabels): contract.PlatformTask {
  const { collected: _, ...summary } = toSummary(row, l);
  return {
    ...summary,
    status: taskStatusName(row.status),
    description: row.description,
    requirements: row.requirements,
    address: row.address,
    workTime: row.work_time,
    adviserName: row.adviser_name,
    adviserPhone: row.adviser_phone,
    ageMin: row.age_min,
    ageMax: row.age_max,
  };
}

const draftOf = (f: Fields): TaskDraft => ({
  title: f.title,
  city: f.cityCode,
  district: f.districtCode ?? null,
  position: f.positionTypeId,
  rewardAmount: f.rewardAmount,
  rewardUnit: f.rewardUnit,
  settlementType: f.settlementType,
  personNumber: f.personNumber,
  features: f.features,
  companyName: f.companyName,
  address: f.address,
  adviserName: f.adviserName,
  adviserPhone: f.adviserPhone,
  workTime: f.workTime,
  description: f.description,
  requirements: f.requirements,
  ageMin: f.ageMin,
  ageMax: f.ageMax,
});

const summaryOf = (title: string, f: Fields, unitLabel: string) =>
  `${title}（${moneyText(f.rewardAmount)} ${unitLabel}，${f.personNumber} 人）`;

async function answer(ctx: Ctx, id: number): Promise<contract.PlatformTask> {
  const row = await repo.findPlatformTask(ctx.db, id);
  if (!row) throw taskNotFound();
  return toPlatformTask(row, await ctx.tasks.labels());
}

export async function platformTaskList(
  ctx: Ctx,
  q: z.output<typeof contract.platformTaskList.request>,
  _auth: StaffAuth,
): Promise<Page<contract.PlatformTask>> {
  const filter = { keyword: q.keyword, cityCode: q.cityCode, status: q.status && STATUS_CODES[q.status] };
  const [{ rows, total }, labels] = await Promise.all([repo.pagePlatformTasks(ctx.db, filter, q.pageNum, q.pageSize), ctx.tasks.labels()]);
  return { list: rows.map((r) => toPlatformTask(r, labels)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** 发布任务: ops create-task's publishing (reminders included); on 找工作 as soon as it commits. */
export async function platformTaskPublish(ctx: Ctx, f: Fields, auth: StaffAuth): Promise<contract.PlatformTask> {
  const record = (trx: Executor, taskId: number) =>
    recordStaffAction(
      ctx,
      auth,
      { action: 'task.publish', targetType: 'task', targetId: String(taskId), summary: `发布任务 #${taskId}：${f.title}` },
      trx,
    );
  const { taskId } = await publishTask(ctx, draftOf(f), record);
  return answer(ctx, taskId);
}

/** An edit of a task not closed; the people of its ongoing orders and its collectors hear what changed that they see. */
export async function platformTaskUpdate(
  ctx: Ctx,
  f: z.output<typeof contract.platformTaskUpdate.request>,
  auth: StaffAuth,
): Promise<contract.PlatformTask> {
  const id = taskIdOf(f.taskId);
  const terms = await resolveTaskDraft(ctx, draftOf(f));
  const labels = await ctx.tasks.labels();
  const row = await ctx.notices.withNotices(async (trx, add) => {
    const before = await repo.lockPlatformTask(trx, id);
    if (!before) throw taskNotFound();
    if (before.status === TASK_STATUS.closed) throw new BusinessError(ERROR_CODES.conflict, '该任务已关闭，不能再修改');
    const updated = await repo.updateOpenTask(trx, id, terms.row, ctx.clock());
    if (!updated) {
      throw new BusinessError(ERROR_CODES.conflict, `招聘人数不能少于已被接单的 ${before.taken_count} 人（当前填写 ${f.personNumber} 人）`);
    }
    const summary = `修改任务 #${id}：${summaryOf(f.title, f, terms.unitLabel)}`;
    await recordStaffAction(ctx, auth, { action: 'task.edit', targetType: 'task', targetId: String(id), summary }, trx);
    add(await tellTaskChange(ctx, trx, { taskId: id, title: updated.title, closed: false, changes: taskChanges(before, updated, labels) }));
    return updated;
  });
  return toPlatformTask(row, labels);
}

/** Closes a task: off 找工作 and no new orders; orders already taken go on, and their people hear of it. Closing a closed task is refused. */
export async function platformTaskClose(
  ctx: Ctx,
  { taskId }: z.output<typeof contract.platformTaskClose.request>,
  auth: StaffAuth,
): Promise<contract.PlatformTask> {
  const id = taskIdOf(taskId);
  const row = await ctx.notices.withNotices(async (trx, add) => {
    const closed = await repo.closeTask(trx, id, ctx.clock());
    if (!closed) {
      if (!(await repo.findPlatformTask(trx, id))) throw taskNotFound();
      throw new BusinessError(ERROR_CODES.conflict, '该任务已关闭（可能已被其他同事关闭），无需重复操作');
    }
    const summary = `关闭任务 #${id}：${closed.title}`;
    await recordStaffAction(ctx, auth, { action: 'task.close', targetType: 'task', targetId: String(id), summary }, trx);
    add(await tellTaskChange(ctx, trx, { taskId: id, title: closed.title, closed: true }));
    return closed;
  });
  return toPlatformTask(row, await ctx.tasks.labels());
}
