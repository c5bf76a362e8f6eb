import type { ResponseOf } from '@/lib/http/types';
import type { members } from '@contract/index';

/** One row of the member list: a member or a pending invitation. */
export type MemberItem = ResponseOf<typeof members.list>['list'][number];

/** How a call names a row: a member by their user id, an invitation by its own id (an invitee has no user id to show). */
export const rosterKey = (m: Pick<MemberItem, 'userId' | 'invitationId'>): { userId: string } | { invitationId: string } =>
  m.invitationId !== null ? { invitationId: m.invitationId } : { userId: m.userId ?? '' };
