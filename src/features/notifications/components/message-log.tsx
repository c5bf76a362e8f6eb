import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { MessageLogItem } from '@contract/notifications';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '@contract/notifications.meta';
import { LightSelect } from '@/components/light/select';
import { LightSpace } from '@/components/light/space';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { beijingTime } from '@/lib/time';
import { useMessageLogQuery } from '../api';

const columns: TableColumnsType<MessageLogItem> = [
  { title: '时间', dataIndex: 'createdAt', width: 168, render: (iso: string) => beijingTime(iso, 'second') },
  { title: '成员', dataIndex: 'userName', width: 110 },
  { title: '消息', dataIndex: 'subject', render: (s: string, row) => `${row.kindLabel}：${s}` },
  { title: '渠道', dataIndex: 'channel', width: 72, render: (c: MessageChannel) => MESSAGE_CHANNEL_LABELS[c] },
  { title: '接收方', dataIndex: 'recipient', width: 170 },
  { title: '状态', dataIndex: 'status', width: 96, render: (s: MessageStatus) => MESSAGE_STATUS_LABELS[s] },
  { title: '尝试次数', dataIndex: 'attempts', width: 88 },
  { title: '服务商应答', dataIndex: 'providerAnswer', width: '22%', ellipsis: false, render: (a: string | null) => a || '—' },
];

/** A message on a phone: what it was, when, then to whom, how and with what answer. */
const MESSAGE_CARD: CardLayout = {
  title: 'subject',
  date: 'createdAt',
  fields: ['userName', 'channel', 'recipient', 'status', 'attempts', 'providerAnswer'],
};

/** 消息记录: every SMS and e-mail sent to the supplier's members, for its administrator; filter by channel and status. */
export function MessageLog() {
  const [channel, setChannel] = useState<MessageChannel | undefined>();
  const [status, setStatus] = useState<MessageStatus | undefined>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const filters = { ...(channel ? { channel } : {}), ...(status ? { status } : {}) };
  const { data, isLoading, isFetching, isError, refetch } = useMessageLogQuery({ ...filters, ...page });
  return (
    <>
      <LightSpace wrap style={{ marginBottom: 12 }}>
        <LightSelect<MessageChannel>
          aria-label="渠道"
          placeholder="全部渠道"
          allowClear
          style={{ width: 140 }}
          value={channel}
          onChange={(c) => {
            setChannel(c);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: MESSAGE_CHANNEL_LABELS[c] }))}
        />
        <LightSelect<MessageStatus>
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          options={MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] }))}
        />
      </LightSpace>
      {isError && !data ? (
        <QueryError text="消息记录加载失败" onRetry={refetch} />
      ) : (
        <DataTable<MessageLogItem>
          rowKey="id"
          card={MESSAGE_CARD}
          aria-label="消息记录"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : Object.keys(filters).length ? '没有符合条件的记录' : '暂无消息记录' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      )}
    </>
  );
}
