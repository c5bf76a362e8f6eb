import { useState } from 'react';
import { beijingTime } from '@/lib/time';
import { Button, Space, Spin, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Notice } from '@contract/notifications';
import { BELL_LIST_SIZE, NOTICE_KIND_LABELS } from '@contract/notifications.meta';
import { useNoticeListQuery, useReadNoticesMutation } from '../api';

const time = (iso: string) => beijingTime(iso);

/** The bell's dropdown: the latest notices, mark one or all read, follow a notice's link. */
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
    // Fits a 360 px phone: the popover's own padding and the screen's edges take the rest.
    <div className="notice-panel" style={{ width: 'min(360px, calc(100vw - 56px))' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>通知</Typography.Text>
        <Space>
          <label>
            <Switch size="small" checked={unreadOnly} onChange={setUnreadOnly} aria-label="只看未读" /> 只看未读
          </label>
          <Button size="small" type="link" disabled={!list.data?.unreadCount} loading={reading.isLoading} onClick={() => void read({ all: true })}>
            全部已读
          </Button>
        </Space>
      </Space>
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
        <ul aria-label="通知列表" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
          {notices.map((n) => (
            <li key={n.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Button type="text" block onClick={() => open(n)} style={{ height: 'auto', textAlign: 'left', whiteSpace: 'normal', display: 'block' }}>
                {/* The name is what the row shows (WCAG 2.5.3), 未读 spoken where the dot is drawn. */}
                <Typography.Text strong={!n.read}>
                  {n.read ? null : (
                    <>
                      <span aria-hidden style={{ color: '#cf1322' }}>● </span>
                      <span className="visually-hidden">未读</span>{' '}
                    </>
                  )}
                  {n.title}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {NOTICE_KIND_LABELS[n.kind]} · {time(n.createdAt)} · {n.body}
                </Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
