import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/notifications';
import type { Notice, NoticeKind, NoticeType } from '@contract/notifications';
import { NOTICE_KINDS, NOTICE_TYPE_KINDS } from '@contract/notifications.meta';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { publishSignals } from './publish';
import * as repo from './repo';

/* The bell: the caller's notices within their supplier, the unread count, and marking them read. */

export const noticeNotFound = () => new BusinessError(ERROR_CODES.notFound, '通知不存在');

export const scopeOf = (auth: AuthContext): repo.NoticeScope => ({ supplierId: requireSupplier(auth).id, userId: auth.userId });

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

export async function noticeList(ctx: Ctx, q: z.output<typeof contract.noticeList.request>, auth: AuthContext) {
  const scope = scopeOf(auth);
  const [total, unreadCount] = await Promise.all([repo.countNotices(ctx.db, scope, q.unreadOnly), repo.countNotices(ctx.db, scope, true)]);
  const offset = (q.pageNum - 1) * q.pageSize;
  const rows = offset < total ? await repo.pageNotices(ctx.db, scope, q.unreadOnly, { offset, limit: q.pageSize }) : [];
  return { list: rows.map(toNotice), total, pageNum: q.pageNum, pageSize: q.pageSize, unreadCount };
}

export async function unreadCount(ctx: Ctx, _input: z.output<typeof contract.unreadCount.request>, auth: AuthContext) {
  return { unreadCount: await repo.countNotices(ctx.db, scopeOf(auth), true) };
}

/** Named ids must all be the caller's (another user's id is "not found" and nothing is marked). */
export async function readNotices(ctx: Ctx, q: z.output<typeof contract.readNotices.request>, auth: AuthContext) {
  const scope = scopeOf(auth);
  let ids: number[] | 'all' = 'all';
  if (q.ids) {
    const parsed = [...new Set(q.ids)].map(parseId);
    if (parsed.some((i) => i === null)) throw noticeNotFound();
    ids = parsed as number[];
  }
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (ids !== 'all' && (await repo.countOwned(trx, scope, ids)) !== ids.length) throw noticeNotFound();
    const updated = await repo.markRead(trx, scope, ids, ctx.clock());
    return { updated, unreadCount: await repo.countNotices(trx, scope, true) };
  });
  // Other tabs and devices of the same user update their badge.
  if (result.updated > 0) await publishSignals(ctx.db, [{ id: null, userId: scope.userId, supplierId: scope.supplierId }]);
  return result;
}
