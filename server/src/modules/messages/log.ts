import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type { messageLog as endpoint, MessageLogItem } from '@contract/notifications';
import { MESSAGE_KIND_LABELS, type MessageKind } from '@contract/notifications.meta';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { userNames } from '../login';
import { maskRecipient } from './content';
import * as repo from './repo';

/** 消息记录: every SMS and e-mail sent to the supplier's members, newest first; the administrator's only. */
export async function messageLog(ctx: Ctx, input: z.output<typeof endpoint.request>, auth: AuthContext) {
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以查看消息记录');
  const filter = { supplierId: supplier.id, channel: input.channel, status: input.status };
  const total = await repo.countLog(ctx.db, filter);
  const offset = (input.pageNum - 1) * input.pageSize;
  const rows = offset < total ? await repo.pageLog(ctx.db, filter, { offset, limit: input.pageSize }) : [];
  const names = await userNames(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  const list: MessageLogItem[] = rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    kindLabel: MESSAGE_KIND_LABELS[r.kind as MessageKind] ?? r.kind,
    channel: r.channel,
    recipient: maskRecipient(r.recipient),
    userName: names.get(r.user_id) ?? '',
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    providerAnswer: r.provider_answer,
    createdAt: isoTime(r.created_at),
    lastAttemptAt: r.last_attempt_at ? isoTime(r.last_attempt_at) : null,
  }));
  return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
}
