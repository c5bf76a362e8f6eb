import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type { channelList as listEndpoint, channelSave as saveEndpoint, ChannelSetting } from '@contract/notifications';
import { EMAIL_ONLY_KINDS, MESSAGE_DEFAULTS, MESSAGE_KIND_LABELS, MESSAGE_KINDS, type MessageKind } from '@contract/notifications.meta';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import * as repo from './repo';

export type Channels = Record<MessageKind, { sms: boolean; email: boolean }>;

const isKind = (k: string): k is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(k);

/** Each user's channels for every kind: what they chose, the defaults elsewhere. */
export async function channelsOfUsers(db: Executor, userIds: readonly number[]): Promise<Map<number, Channels>> {
  const out = new Map<number, Channels>();
  for (const id of userIds) out.set(id, structuredClone(MESSAGE_DEFAULTS));
  for (const row of await repo.preferencesOf(db, userIds)) {
    if (!isKind(row.kind)) continue;
    out.get(row.user_id)![row.kind] = { sms: row.sms && !EMAIL_ONLY_KINDS.includes(row.kind), email: row.email };
  }
  return out;
}

const settingOf = (kind: MessageKind, c: { sms: boolean; email: boolean }): ChannelSetting => ({
  kind,
  label: MESSAGE_KIND_LABELS[kind],
  inApp: true,
  sms: c.sms,
  email: c.email,
});

/** 个人中心 → 消息设置: the caller's channels per kind (站内 always on). */
export async function channelList(
  ctx: Ctx,
  _input: z.output<typeof listEndpoint.request>,
  auth: AuthContext,
): Promise<{ list: ChannelSetting[] }> {
  const channels = (await channelsOfUsers(ctx.db, [auth.userId])).get(auth.userId)!;
  return { list: MESSAGE_KINDS.map((k) => settingOf(k, channels[k])) };
}

/** Sets one kind's channels for the caller; SMS for the e-mail-only digest is refused and nothing is saved. */
export async function channelSave(ctx: Ctx, input: z.output<typeof saveEndpoint.request>, auth: AuthContext): Promise<ChannelSetting> {
  if (input.sms && EMAIL_ONLY_KINDS.includes(input.kind)) {
    throw new BusinessError(ERROR_CODES.validation, `${MESSAGE_KIND_LABELS[input.kind]}只能通过邮件接收，不能开启短信`);
  }
  await repo.savePreference(ctx.db, { userId: auth.userId, kind: input.kind, sms: input.sms, email: input.email, now: ctx.clock() });
  return settingOf(input.kind, input);
}
