import { useState } from 'react';
import { beijingTime } from '@/lib/time';
import { Button, Space, Spin, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Notice } from '@contract/notifications';
import { BELL_LIST_SIZE, NOTICE_KIND_LABELS } from '@contract/notifications.meta';
import { useNoticeListQuery, useReadNoticesMutation } from '../api';

const time = (iso: string) => beijingTime(iso);

/** One notice: its title, then kind and time, then its text, each on its own line (styles/header-menus.css). */
function NoticeItem({ notice: n, onOpen }: { notice: Notice; onOpen: (n: Notice) => void }) {
  return (
    <li className="notice-item">
      <button type="button" className={`notice-item-button${n.read ? '' : ' notice-item-unread'}`} onClick={() => onOpen(n)}>
        {/* The name is what the row shows (WCAG 2.5.3), 未读 spoken where the dot is drawn. */}
        <span className="notice-item-title">
          {n.read ? null : (
            <>
              <span aria-hidden className="notice-item-dot">
                ●{' '}
              </span>
              <span className="visually-hidden">未读</span>{' '}
            </>
          )}
          {n.title}
        </span>
        <span className="notice-item-meta">
          {NOTICE_KIND_LABELS[n.kind]} · {time(n.createdAt)}
        </span>
        {n.body && <span className="notice-item-body">{n.body}</span>}
      </button>
    </li>
  );
}

/**
 * The bell's panel: the latest notices, mark one or all read, follow a notice's link. A dropdown under the bell on
 * a desktop; below 768 px a sheet as wide as the screen under the header (styles/header-menus.css).
 */
export function NoticePanel({ onNavigate }: { onNavigate: () => void }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNoticeListQuery({ unreadOnly, pageSize: BELL_LIST_SIZE });
  const [read, reading] = useReadNoticesMutation();
  const navigate = useNavigate();
  const notices = list.data?.list ?? [];

  function open(n: Notice) {
    if (!n.read) void read({ ids: [n.id] });
    if (n.link) {
      onNavigate();
      navigate(n.link);
    }
  }

  return (
    <div className="notice-panel">
      <div className="notice-panel-header">
        <Typography.Text strong className="notice-panel-title">
          通知
        </Typography.Text>
        <div className="notice-panel-actions">
          <label className="notice-panel-filter">
            <Switch size="small" checked={unreadOnly} onChange={setUnreadOnly} aria-label="只看未读" /> 只看未读
          </label>
          <Button
            size="small"
            type="link"
            disabled={!list.data?.unreadCount}
            loading={reading.isLoading}
            onClick={() => void read({ all: true })}
          >
            全部已读
          </Button>
        </div>
      </div>
      {/* Its own small states, not QueryState: antd's Empty would then split from the header's chunks (budgets). */}
      {list.isError ? (
        <Space>
          <Typography.Text type="danger">加载失败</Typography.Text>
          <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
            重试
          </Button>
        </Space>
      ) : list.isLoading ? (
        <Spin size="small" aria-label="加载中" />
      ) : notices.length === 0 ? (
        <Typography.Text type="secondary">{unreadOnly ? '没有未读通知' : '暂无通知'}</Typography.Text>
      ) : (
        <ul aria-label="通知列表" className="notice-list">
          {notices.map((n) => (
            <NoticeItem key={n.id} notice={n} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}
