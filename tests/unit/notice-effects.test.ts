import { NOTICE_KIND_LABELS, NOTICE_TYPE_KINDS, NOTICE_TYPES } from '@contract/notifications.meta';
import { summarize, TAGS_BY_KIND } from '@/features/notifications/notice-effects';
import { notice } from '../msw/notification-handlers';

describe('what a pushed notice re-reads', () => {
  it('a staff edit or close of a task re-reads the task, my collections and my orders', () => {
    for (const type of ['task_updated', 'task_closed'] as const) {
      const pushed = notice({ id: `n-${type}`, kind: NOTICE_TYPE_KINDS[type], type, title: '任务「昆山普工」已更新' });
      const batch = summarize([{ type: 'notice', notice: pushed, unreadCount: 1 }]);
      expect(new Set(batch.tags)).toEqual(new Set(['Task', 'Collection', 'Order']));
      expect(batch).toMatchObject({ unreadCount: 1, sessionChanged: false, popups: [pushed] });
    }
  });

  it('every notice type has a group the bell names', () => {
    for (const type of NOTICE_TYPES) {
      const kind = NOTICE_TYPE_KINDS[type];
      expect(NOTICE_KIND_LABELS[kind], type).toMatch(/\S/);
      expect(TAGS_BY_KIND[kind], type).toBeDefined();
    }
    expect(NOTICE_KIND_LABELS[NOTICE_TYPE_KINDS.task_closed]).toBe('任务变更');
  });
});
