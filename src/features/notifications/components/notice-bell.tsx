import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { NOTICE_POLL_INTERVAL_MS } from '@contract/notifications.meta';
import { useSharedSelector } from '@/lib/state/hooks';
import { useUnreadCountQuery } from '../api';
import { useNoticeSocket } from '../use-notice-socket';
import { NoticePanel } from './notice-panel';
import { useApp } from '@/components/ui/app-feedback';

/** The bell's name holds what its badge shows (WCAG 2.5.3: "99+" beyond 99), then the exact count. */
export function bellLabel(count: number): string {
  if (!count) return '通知';
  return count > 99 ? `通知，99+ 条未读（共 ${count} 条）` : `通知，${count} 条未读`;
}

/**
 * The header's bell: the unread count (live over the socket, polled every 30 s while it is down) and the latest
 * notices in a dropdown. Only for a member of a supplier: notices belong to one.
 */
export function NoticeBell() {
  const supplierId = useSharedSelector((s) => s.global.supplierId);
  const { notification } = useApp();
  // One batch, a few pop-ups at most: a flood of notices never buries the page.
  const { live } = useNoticeSocket((batch) => {
    for (const n of batch.popups) notification.info({ key: `notice-${n.id}`, message: n.title, description: n.body, placement: 'topRight' });
    if (batch.more > 0) notification.info({ key: 'notice-more', message: `另有 ${batch.more} 条新通知`, description: '点击右上角的铃铛查看', placement: 'topRight' });
  });
  const { data } = useUnreadCountQuery(undefined, { skip: !supplierId, pollingInterval: live ? 0 : NOTICE_POLL_INTERVAL_MS });
  const [open, setOpen] = useState(false);
  if (!supplierId) return null;
  const count = data?.unreadCount ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      rootClassName="notice-popover"
      open={open}
      onOpenChange={setOpen}
      content={<NoticePanel onNavigate={() => setOpen(false)} />}
      destroyOnHidden
    >
      <Button type="text" aria-label={bellLabel(count)} data-live={live ? 'yes' : 'no'}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

export default NoticeBell;
