import type { ResponseOf } from '@/lib/http/types';
import type { members } from '@contract/index';

/** One row of the member list: a member or a pending invitation. */
export type MemberItem = ResponseOf<typeof members.list>['list'][number];
