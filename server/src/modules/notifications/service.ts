import { ERROR_CODES } from '@contract/http';
import type {
  Notice,
  NoticeKind,
  NoticeType,
  TaskRemindSetting,
  noticeList,
  readNotices,
  settingTaskRemind,
} from '@contract/notifications';
import { NOTICE_KINDS, NOTICE_TYPE_KINDS, type LiveTopic } from '@contract/notifications.meta';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { taskReferenceNames, type ReferenceService } from '../reference';
import type { NoticeAudiences } from './audiences';
import { announce, type NoticeSignal } from './bus';
import * as repo from './repo';
import { yuanText } from '../../lib/money';
import { enqueueNoticeMessages } from '../messages';
import { workDetailPath } from '@contract/routes';

export const noticeNotFound = () => new BusinessError(ERROR_CODES.notFound, '通知不存在');

type Reference = Pick<ReferenceService, 'regionRows' | 'positionRows' | 'enumRows'>;

const scopeOf = (auth: AuthContext): repo.NoticeScope => ({ supplierId: requireSupplier(auth).id, userId: auth.userId });

type NoticeRow = {
  id: number;
  kind: string;
  type: string;
  object_id: string | null;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
};

export function toNotice(r: NoticeRow): Notice {
  const type = r.type in NOTICE_TYPE_KINDS ? (r.type as NoticeType) : 'order_status';
  return {
    id: String(r.id),
    kind: (NOTICE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as NoticeKind) : NOTICE_TYPE_KINDS[type],
    type,
    objectId: r.object_id,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.read_at !== null,
    createdAt: isoTime(r.created_at),
  };
}

const signalsOf = (refs: repo.NoticeRef[]): NoticeSignal[] => refs.map((r) => ({ id: r.id, userId: r.user_id, supplierId: r.supplier_id }));

/** Writes notices and, in the same transaction, the SMS and e-mail messages their members chose (messages module). */
async function insertNotices(trx: Executor, drafts: repo.NoticeDraft[], now: Date): Promise<NoticeSignal[]> {
  const refs = await repo.insertNotices(trx, drafts, now);
  await enqueueNoticeMessages(
    trx,
    refs.map((r) => ({ id: r.id, userId: r.user_id, supplierId: r.supplier_id, type: r.type, title: r.title, body: r.body, link: r.link })),
    now,
  );
  return signalsOf(refs);
}

/** What a notice says: the change (its group follows from it), the object's id, the text and the in-app link. */
export interface NoticeContent {
  type: NoticeType;
  objectId: number | string | null;
  title: string;
  body: string;
  link?: string | null;
}

/** A notice another module writes in its own transaction, to named members. */
export interface NoticeInput extends NoticeContent {
  supplierId: number;
  userIds: number[];
}

export type MemberAudience = repo.MemberAudience;

const draftOf = (n: NoticeContent) => ({
  kind: NOTICE_TYPE_KINDS[n.type],
  type: n.type,
  objectId: n.objectId === null ? null : String(n.objectId),
  title: n.title,
  body: n.body,
  link: n.link ?? null,
});

export interface TaskPublished {
  id: number;
  title: string;
  cityCode: string;
  positionTypeId: number;
  rewardAmount: number;
  rewardUnit: string;
}

export function createNotificationService({
  db,
  clock,
  reference,
  audiences,
}: {
  db: Db;
  clock: Clock;
  reference: Reference;
  audiences: NoticeAudiences;
}) {
  async function getSetting(auth: AuthContext): Promise<TaskRemindSetting> {
    const row = await repo.findSetting(db, scopeOf(auth));
    return {
      enabled: row?.enabled ?? false,
      cityCodes: row?.city_codes ?? [],
      positionTypeIds: (row?.position_type_ids ?? []).map(String),
      rewardFloor: row?.reward_floor ?? 0,
      rewardUnit: row?.reward_unit ?? null,
    };
  }

  /** Every code must name a real prefecture-level city, position type and reward unit, or nothing is saved. */
  async function saveSetting(input: z.output<typeof settingTaskRemind.request>, auth: AuthContext): Promise<TaskRemindSetting> {
    const scope = scopeOf(auth);
    const [regions, positions, units] = await Promise.all([
      reference.regionRows(),
      reference.positionRows(),
      reference.enumRows(['rewardUnit']),
    ]);
    const cities = new Set(regions.filter((r) => r.level === 2).map((r) => r.code));
    const cityCodes = [...new Set(input.cityCodes)];
    const unknownCity = cityCodes.find((c) => !cities.has(c));
    if (unknownCity) throw new BusinessError(ERROR_CODES.validation, `cityCodes：${unknownCity} 不是可选的城市`);
    const positionIds = new Set(positions.map((p) => p.id));
    const positionTypeIds: number[] = [];
    for (const raw of new Set(input.positionTypeIds)) {
      const pid = parseId(raw);
      if (pid === null || !positionIds.has(pid))
        throw new BusinessError(ERROR_CODES.validation, `positionTypeIds：${raw} 不是可选的岗位类型`);
      positionTypeIds.push(pid);
    }
    const rewardUnit = input.rewardUnit ?? null;
    if (rewardUnit !== null && !units.some((u) => u.code === rewardUnit)) {
      throw new BusinessError(
        ERROR_CODES.validation,
        `rewardUnit：${rewardUnit} 不是可选的计薪单位，可选：${units.map((u) => `${u.code}（${u.label}）`).join('、')}`,
      );
    }
    await repo.saveSetting(db, scope, {
      enabled: input.enabled,
      cityCodes,
      positionTypeIds,
      rewardFloor: input.rewardFloor,
      rewardUnit,
      now: clock(),
    });
    return getSetting(auth);
  }

  async function list(q: z.output<typeof noticeList.request>, auth: AuthContext) {
    const scope = scopeOf(auth);
    const [total, unreadCount] = await Promise.all([repo.countNotices(db, scope, q.unreadOnly), repo.countNotices(db, scope, true)]);
    const offset = (q.pageNum - 1) * q.pageSize;
    const rows = offset < total ? await repo.pageNotices(db, scope, q.unreadOnly, { offset, limit: q.pageSize }) : [];
    return { list: rows.map(toNotice), total, pageNum: q.pageNum, pageSize: q.pageSize, unreadCount };
  }

  async function unreadCount(auth: AuthContext) {
    return { unreadCount: await repo.countNotices(db, scopeOf(auth), true) };
  }

  /** Named ids must all be the caller's (another user's id is "not found" and nothing is marked). */
  async function read(q: z.output<typeof readNotices.request>, auth: AuthContext) {
    const scope = scopeOf(auth);
    let ids: number[] | 'all' = 'all';
    if (q.ids) {
      const parsed = [...new Set(q.ids)].map(parseId);
      if (parsed.some((i) => i === null)) throw noticeNotFound();
      ids = parsed as number[];
    }
    const result = await db.transaction().execute(async (trx) => {
      if (ids !== 'all' && (await repo.countOwned(trx, scope, ids)) !== ids.length) throw noticeNotFound();
      const updated = await repo.markRead(trx, scope, ids, clock());
      return { updated, unreadCount: await repo.countNotices(trx, scope, true) };
    });
    // Other tabs and devices of the same user update their badge.
    if (result.updated > 0) await publish([{ id: null, userId: scope.userId, supplierId: scope.supplierId }]);
    return result;
  }

  /** Writes notices inside the caller's transaction; hand the result to `publish` after it commits. */
  async function notify(trx: Executor, inputs: NoticeInput[]): Promise<NoticeSignal[]> {
    const drafts = inputs.flatMap((n) => [...new Set(n.userIds)].map((userId) => ({ supplierId: n.supplierId, userId, ...draftOf(n) })));
    return insertNotices(trx, drafts, clock());
  }

  /** Writes a notice for every current member in `audience` (a supplier's, or every supplier's) inside the caller's transaction. */
  async function notifyMembers(trx: Executor, audience: MemberAudience, n: NoticeContent): Promise<NoticeSignal[]> {
    const draft = draftOf(n);
    const recipients = await audiences.members(trx, audience);
    return insertNotices(
      trx,
      recipients.map((r) => ({ supplierId: r.supplier_id, userId: r.user_id, ...draft })),
      clock(),
    );
  }

  /** A reminder for every member whose settings match the task just published (inside its transaction). */
  async function taskPublished(trx: Executor, task: TaskPublished): Promise<NoticeSignal[]> {
    const facts = await taskReferenceNames(trx, task.cityCode, task.positionTypeId, task.rewardUnit);
    const body = [facts.cityName, facts.positionName, `${yuanText(task.rewardAmount)} ${facts.unitLabel}`].filter(Boolean).join(' · ');
    const published = {
      cityCode: task.cityCode,
      positionTypeId: task.positionTypeId,
      positionParentId: facts.positionParentId,
      rewardAmount: task.rewardAmount,
      rewardUnit: task.rewardUnit,
    };
    const recipients = await audiences.activeAmong(trx, await repo.matchingReminderSettings(trx, published));
    const draft = {
      kind: 'task_remind',
      type: 'task_published',
      objectId: String(task.id),
      title: `新任务：${task.title}`,
      body,
      link: workDetailPath(task.id),
    };
    return insertNotices(
      trx,
      recipients.map((r) => ({ supplierId: r.supplier_id, userId: r.user_id, ...draft })),
      clock(),
    );
  }

  /**
   * A notice to the people of an order (who took it, whom it was distributed to, plus `alsoUserIds`), except
   * `exceptUserId` (who made the change). `text` gets the order's task title.
   */
  async function orderEvent(
    trx: Executor,
    orderId: number,
    e: {
      type: NoticeType;
      objectId: number | string;
      text: (taskTitle: string) => { title: string; body: string };
      link?: (taskId: number) => string;
      alsoUserIds?: number[];
      exceptUserId?: number | null;
    },
  ): Promise<NoticeSignal[]> {
    const order = await audiences.order(trx, orderId);
    if (!order) return [];
    // The order's people who are still members: who took it, whom it was distributed to, and the extra ids (the submitter).
    const members = await audiences.membersAmong(trx, order.supplierId, [...new Set([...order.userIds, ...(e.alsoUserIds ?? [])])]);
    const userIds = members.filter((u) => u !== e.exceptUserId);
    const { title, body } = e.text(order.taskTitle);
    return notify(trx, [
      { supplierId: order.supplierId, userIds, type: e.type, objectId: e.objectId, title, body, link: e.link?.(order.taskId) ?? null },
    ]);
  }

  /** A silent change of `topic` for every open session of the supplier: add it to the change's signals. */
  function changed(supplierId: number, topic: LiveTopic): NoticeSignal[] {
    return [{ id: null, userId: 0, supplierId, topic }];
  }

  /** After commit: tells every app server, which push to their sockets. Never throws (the bell also polls). */
  async function publish(signals: NoticeSignal[]): Promise<void> {
    try {
      await announce(db, signals);
    } catch (err) {
      process.emitWarning(`notice push failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** One transaction that writes a change and its notices, then the live push once it committed. */
  async function withNotices<T>(work: (trx: Executor, add: (signals: NoticeSignal[]) => void) => Promise<T>): Promise<T> {
    const pending: NoticeSignal[] = [];
    const result = await db.transaction().execute((trx) => work(trx, (s) => void pending.push(...s)));
    await publish(pending);
    return result;
  }

  return {
    getSetting,
    saveSetting,
    list,
    unreadCount,
    read,
    notify,
    notifyMembers,
    changed,
    taskPublished,
    orderEvent,
    publish,
    withNotices,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
