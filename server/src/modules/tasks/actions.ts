import { ERROR_CODES, type Page } from '@contract/http';
import type { ComplaintReason, TaskSummary } from '@contract/tasks';
import type { Ctx } from '../../ctx';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import * as collections from './collection-repo';
import * as complaints from './complaint-repo';
import { toSummary } from './mapping';
import * as repo from './repo';
import { taskIdOf, taskNotFound } from './service';
import { taskStatusName } from './status';

type CollectionItem = TaskSummary & { collectTime: string; status: ReturnType<typeof taskStatusName> };

/* What a logged-in user does to a task besides taking it: collect it, complain about it. */

/** Idempotent both ways: collecting twice keeps one collection, uncollecting an uncollected task is fine. */
export async function collectTask({ db, clock }: Ctx, q: { taskId: string; collect: boolean }, auth: AuthContext) {
  const taskId = taskIdOf(q.taskId);
  if (!q.collect) {
    await collections.removeCollection(db, auth.userId, taskId);
    return { collected: false };
  }
  if (!(await repo.taskExists(db, taskId))) throw taskNotFound();
  await collections.addCollection(db, auth.userId, taskId, clock());
  return { collected: true };
}

export async function getCollectionPage(
  ctx: Ctx,
  q: { pageNum: number; pageSize: number },
  auth: AuthContext,
): Promise<Page<CollectionItem>> {
  const { db } = ctx;
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const offset = (q.pageNum - 1) * q.pageSize;
  const total = await collections.countCollections(db, auth.userId);
  if (offset >= total) return { list: [], total, ...page };
  const [rows, l] = await Promise.all([collections.pageCollections(db, auth.userId, { offset, limit: q.pageSize }), ctx.tasks.labels()]);
  const list = rows.map((r) => ({
    ...toSummary({ ...r, collected: true }, l),
    status: taskStatusName(r.status),
    collectTime: isoTime(r.collect_time),
  }));
  return { list, total, ...page };
}

/** A complaint is the supplier's: one open complaint per task and supplier until the platform handles it. */
export async function complainTask({ db, clock }: Ctx, q: { taskId: string; reason: ComplaintReason; content: string }, auth: AuthContext) {
  if (!auth.supplier) throw new BusinessError(ERROR_CODES.forbidden, '请先加入或创建供应商企业后再投诉');
  const taskId = taskIdOf(q.taskId);
  if (!(await repo.taskExists(db, taskId))) throw taskNotFound();
  const id = await complaints.insertOpenComplaint(db, {
    taskId,
    supplierId: auth.supplier.id,
    userId: auth.userId,
    reason: q.reason,
    content: q.content,
    now: clock(),
  });
  if (id === null) throw new BusinessError(ERROR_CODES.conflict, '您的企业已投诉过该任务，平台处理完成前不能重复投诉');
  return { complaintId: String(id) };
}

/** How many tasks a user has collected (the home page's counter). */
export const collectionCount = (db: Db, userId: number) => collections.countCollections(db, userId);
