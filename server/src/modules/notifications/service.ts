import type { NoticeType } from '@contract/notifications';
import { NOTICE_TYPE_KINDS, type LiveTopic } from '@contract/notifications.meta';
import type { Db, Executor } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { taskReferenceNames } from '../reference';
import type { NoticeAudiences, Recipient } from './audiences';
import type { NoticeSignal } from './bus';
import { publishSignals } from './publish';
import * as repo from './repo';
import { yuanText } from '../../lib/money';
import { enqueueNoticeMessages } from '../messages';
import { workDetailPath } from '@contract/routes';

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

/**
 * What other modules use to tell members of their changes: notices written in the change's own transaction, then
 * pushed live. A face in the ctx (compose.ts): the modules that write notices are the ones `audiences` reads.
 */
export function createNotificationService({ db, clock, audiences }: { db: Db; clock: Clock; audiences: NoticeAudiences }) {
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

  /**
   * One notice to each of `pairs` still a member of a usable supplier, and to each of `anywhere` in every usable
   * supplier they are a member of (a task's collectors: a collection is the user's, not a supplier's); each
   * (supplier, user) once.
   */
  async function notifyPeople(
    trx: Executor,
    people: { pairs: Recipient[]; anywhere: number[] },
    n: NoticeContent,
  ): Promise<NoticeSignal[]> {
    const found = [
      ...(await audiences.activeAmong(trx, people.pairs)),
      ...(people.anywhere.length ? await audiences.members(trx, { supplierId: 'all', userIds: people.anywhere }) : []),
    ];
    const once = new Map(found.map((r) => [`${r.supplier_id}:${r.user_id}`, r]));
    const draft = draftOf(n);
    return insertNotices(
      trx,
      [...once.values()].map((r) => ({ supplierId: r.supplier_id, userId: r.user_id, ...draft })),
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
  const publish = (signals: NoticeSignal[]) => publishSignals(db, signals);

  /** One transaction that writes a change and its notices, then the live push once it committed. */
  async function withNotices<T>(work: (trx: Executor, add: (signals: NoticeSignal[]) => void) => Promise<T>): Promise<T> {
    const pending: NoticeSignal[] = [];
    const result = await db.transaction().execute((trx) => work(trx, (s) => void pending.push(...s)));
    await publish(pending);
    return result;
  }

  return {
    notify,
    notifyMembers,
    notifyPeople,
    changed,
    taskPublished,
    orderEvent,
    publish,
    withNotices,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
