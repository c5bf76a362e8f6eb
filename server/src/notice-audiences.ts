import { activeMembersAmong, audienceMembers, membersAmong } from './modules/members';
import type { NoticeAudiences } from './modules/notifications';
import { orderPeople } from './modules/orders';

/**
 * Who hears of what, for the notifications module: memberships from the members module, an order's people from
 * the orders module. Composed here, above the modules, because both write notices through the notifications
 * module (so it cannot import them).
 */
export const noticeAudiences: NoticeAudiences = {
  members: audienceMembers,
  activeAmong: activeMembersAmong,
  membersAmong,
  order: orderPeople,
};
