import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type { channelOverview as endpoint } from '@contract/notifications';
import { MESSAGE_KINDS } from '@contract/notifications.meta';
import * as notifications from '@contract/notifications';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { json, type RouteEntry } from '../../http/operation';
import { maskMobile } from '@contract/id-number';
import { userContacts } from '../login';
import { channelsOfUsers } from '../messages';
import { supplierMembers } from './lookups';

/** 消息记录 → 成员接收设置: which member receives what, by kind (the administrator only). */
export async function channelOverview(ctx: Ctx, _input: z.output<typeof endpoint.request>, auth: AuthContext) {
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以查看成员的消息接收设置');
  const ids = (await supplierMembers(ctx.db, supplier.id)).map((m) => m.user_id);
  const [contacts, channels] = await Promise.all([userContacts(ctx.db, ids), channelsOfUsers(ctx.db, ids)]);
  return {
    list: ids.map((id) => {
      const contact = contacts.get(id);
      const chosen = channels.get(id)!;
      return {
        userId: String(id),
        userName: contact?.userName ?? '',
        phone: maskMobile(contact?.phone ?? ''),
        emailVerified: Boolean(contact?.email),
        channels: MESSAGE_KINDS.map((kind) => ({ kind, sms: chosen[kind].sms, email: chosen[kind].email })),
      };
    }),
  };
}

export const memberChannelRoutes: RouteEntry[] = [json(notifications.channelOverview, channelOverview)];
