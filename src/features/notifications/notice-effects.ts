import type { Notice, NoticeSocketMessage } from '@contract/notifications';
import { NOTICE_POPUPS_PER_BATCH, SESSION_NOTICE_TYPES, type LiveTopic, type NoticeKind } from '@contract/notifications.meta';
import type { TagType as Tag } from '@/lib/http';

/**
 * The request-cache data a notice's change concerns: invalidating it makes every open page that shows such an
 * object read it again (身份认证 and the header via LoginInfo, a bill and the settlement list with its counts, the
 * candidate list and drawer, the workbench figures, the order list, the members and agreements lists). A member
 * notice (permissions, the administrator role) changes which orders, candidates and bills the member sees, so every
 * figure drawn from them is read again (the overview's commission and delivery statistics too).
 */
export const TAGS_BY_KIND: Record<NoticeKind, readonly Tag[]> = {
  task_remind: [],
  // A staff edit or close: the task's detail, my collections and the orders that show its terms.
  task_change: ['Task', 'Collection', 'Order'],
  order_status: ['Order', 'Candidate'],
  candidate_status: ['Candidate', 'Order'],
  settlement: ['Settlement'],
  verification: ['LoginInfo'],
  agreement: ['Agreement'],
  member: ['Member', 'Order', 'Candidate', 'Settlement', 'LoginInfo'],
};

/** Silent changes (no notice): a rename re-reads the members and the header's user, a profile edit 企业信息 and the header. */
export const TAGS_BY_TOPIC: Record<LiveTopic, readonly Tag[]> = {
  member: ['Member', 'LoginInfo'],
  company: ['Company', 'LoginInfo'],
};

type Pushed = Exclude<NoticeSocketMessage, { type: 'ended' | 'ready' }>;

/** What one batch of pushed messages amounts to: one count, one set of tags, at most a few pop-ups. */
export interface NoticeBatch {
  unreadCount: number | null;
  tags: Tag[];
  /** The list of notices changed (new ones, or read elsewhere). */
  listChanged: boolean;
  /** The member's own session changed (permissions, role, verification): re-read login info. */
  sessionChanged: boolean;
  popups: Notice[];
  /** Notices beyond the pop-ups, summed up in one. */
  more: number;
}

export function summarize(messages: Pushed[]): NoticeBatch {
  const tags = new Set<Tag>();
  const notices: Notice[] = [];
  let unreadCount: number | null = null;
  let topicChanged = false;
  for (const m of messages) {
    if (m.type === 'changed') {
      topicChanged = true;
      for (const tag of TAGS_BY_TOPIC[m.topic] ?? []) tags.add(tag);
      continue;
    }
    unreadCount = m.unreadCount;
    if (m.type !== 'notice') continue;
    notices.push(m.notice);
    for (const tag of TAGS_BY_KIND[m.notice.kind] ?? []) tags.add(tag);
  }
  return {
    unreadCount,
    tags: [...tags],
    listChanged: messages.some((m) => m.type !== 'changed'),
    // The header's user and company come from login info.
    sessionChanged: topicChanged || notices.some((n) => SESSION_NOTICE_TYPES.includes(n.type)),
    popups: notices.slice(-NOTICE_POPUPS_PER_BATCH),
    more: Math.max(0, notices.length - NOTICE_POPUPS_PER_BATCH),
  };
}
