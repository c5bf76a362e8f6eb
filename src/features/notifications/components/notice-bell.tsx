import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { NOTICE_POLL_INTERVAL_MS } from '@contract/notifications.meta';
import { BellOutlined } from '@/components/light/icons/bell-outlined';
import { LightSkeleton } from '@/components/light/skeleton';
import { useApp } from '@/components/ui/app-feedback';
import { withAntdScope } from '@/components/ui/lazy-screen';
import { Glyph } from '@/components/light/glyph';
import { useSharedSelector } from '@/lib/state/hooks';
import { useUnreadCountQuery } from '../api';
import { useNoticeSocket } from '../use-notice-socket';

/** The list of notices (antd's Switch, Spin…): its own chunk, fetched when the bell is first opened. */
const NoticePanel = lazy(
  withAntdScope<{ onNavigate: () => void }>(() => import('./notice-panel').then((m) => ({ default: m.NoticePanel }))),
);

/** The bell's name holds what its badge shows (WCAG 2.5.3: "99+" beyond 99), then the exact count. */
export function bellLabel(count: number): string {
  if (!count) return '通知';
  return count > 99 ? `通知，99+ 条未读（共 ${count} 条）` : `通知，${count} 条未读`;
}

/**
 * The header's bell: the unread count (live over the socket, polled every 30 s while it is down) and the latest
 * notices in a dropdown. Only for a member of a supplier: notices belong to one. The bell itself is plain markup
 * (components/light), so it costs a logged-in page's first load no antd; the dropdown's code loads on the first
 * opening. Esc or a click elsewhere closes it (Esc puts the focus back on the bell).
 */
export function NoticeBell() {
  const supplierId = useSharedSelector((s) => s.global.supplierId);
  const { notification } = useApp();
  // One batch, a few pop-ups at most: a flood of notices never buries the page.
  const { live } = useNoticeSocket((batch) => {
    for (const n of batch.popups)
      notification.info({ key: `notice-${n.id}`, message: n.title, description: n.body, placement: 'topRight' });
    if (batch.more > 0)
      notification.info({
        key: 'notice-more',
        message: `另有 ${batch.more} 条新通知`,
        description: '点击右上角的铃铛查看',
        placement: 'topRight',
      });
  });
  const { data } = useUnreadCountQuery(undefined, { skip: !supplierId, pollingInterval: live ? 0 : NOTICE_POLL_INTERVAL_MS });
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  if (!supplierId) return null;
  const count = data?.unreadCount ?? 0;
  return (
    <span className="notice-bell" ref={box}>
      <button
        ref={button}
        type="button"
        className="notice-bell-button"
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-live={live ? 'yes' : 'no'}
        onClick={() => setOpen((o) => !o)}
      >
        <Glyph icon={BellOutlined} />
        {count > 0 && (
          <span className="notice-bell-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div className="notice-popover" role="dialog" aria-label="通知">
          <Suspense fallback={<LightSkeleton rows={3} className="notice-panel" />}>
            <NoticePanel onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </span>
  );
}

export default NoticeBell;
