import { useState } from 'react';
import { Button, Modal, Popconfirm, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Webhook, WebhookDelivery } from '@contract/webhooks';
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from '@contract/webhooks.meta';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useApp } from '@/components/ui/app-feedback';
import { beijingTime } from '@/lib/time';
import { useWebhookRedeliverMutation, useWebhookAttemptsQuery, useWebhookDeliveriesQuery } from '../api';

const PAGE_SIZE = 10;
const STATUS_CLASSES = { pending: 'webhook-tag-wait', succeeded: 'webhook-tag-ok', failed: 'webhook-tag-bad' } as const;

/** Every attempt of one delivery: when, how long, the receiver's status and (cut) answer, or why there was none. */
function Attempts({ deliveryId }: { deliveryId: string }) {
  const { data, isLoading, isError, refetch, isFetching } = useWebhookAttemptsQuery({ deliveryId });
  return (
    <QueryState
      loading={isLoading}
      error={isError}
      empty={data?.list.length === 0}
      emptyText="尚未尝试投递"
      onRetry={refetch}
      retrying={isFetching}
    >
      <ol className="webhook-attempts" aria-label="投递尝试" style={{ margin: 0, paddingLeft: 20 }}>
        {data?.list.map((a) => (
          <li key={a.attemptId} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{`第 ${a.attemptNo} 次`}</Typography.Text> {beijingTime(a.startedAt, 'second')} · 耗时 {a.durationMs} ms
            · <Tag className={a.succeeded ? 'webhook-tag-ok' : 'webhook-tag-bad'}>{a.succeeded ? '成功' : '失败'}</Tag>
            <span>{a.responseStatus !== null ? `响应码 ${a.responseStatus}` : a.error}</span>
            {a.responseBody && (
              <Typography.Paragraph
                code
                ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
                style={{ margin: '4px 0 0', wordBreak: 'break-all' }}
              >
                {a.responseBody}
              </Typography.Paragraph>
            )}
          </li>
        ))}
      </ol>
    </QueryState>
  );
}

/** A subscription's deliveries, newest first, each with its attempts and 重新投递. */
export function DeliveryLog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const { message } = useApp();
  const query = useWebhookDeliveriesQuery({ webhookId: webhook?.webhookId ?? '', pageNum, pageSize: PAGE_SIZE }, { skip: !webhook });
  const [redeliver, redelivering] = useWebhookRedeliverMutation();
  const { data, isLoading, isError, refetch, isFetching } = query;

  const again = async (d: WebhookDelivery) => {
    try {
      await redeliver({ deliveryId: d.deliveryId }).unwrap();
      message.success('已重新投递，请稍后查看结果');
    } catch {
      // Shown by the http layer.
    }
  };

  const columns: TableColumnsType<WebhookDelivery> = [
    { title: '事件', key: 'eventType', render: (_, d) => WEBHOOK_EVENT_LABELS[d.eventType] },
    {
      title: '状态',
      key: 'status',
      width: 88,
      render: (_, d) => <Tag className={STATUS_CLASSES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Tag>,
    },
    { title: '尝试次数', dataIndex: 'attempts', width: 88 },
    { title: '响应码', key: 'responseStatus', width: 80, render: (_, d) => d.responseStatus ?? '—' },
    { title: '创建时间', key: 'createdAt', width: 150, render: (_, d) => beijingTime(d.createdAt) },
    { title: '最近尝试', key: 'lastAttemptAt', width: 150, render: (_, d) => beijingTime(d.lastAttemptAt) },
    {
      title: '操作',
      key: 'actions',
      width: 104,
      fixed: 'right',
      render: (_, d) => (
        <Popconfirm
          title="重新投递该事件？"
          description="将作为一次新的投递发送，并单独记录结果。"
          okText="重新投递"
          cancelText="取消"
          onConfirm={() => again(d)}
        >
          <Button type="link" size="small" loading={redelivering.isLoading && redelivering.originalArgs?.deliveryId === d.deliveryId}>
            重新投递
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Modal
      open={Boolean(webhook)}
      title="投递记录"
      className="webhook-log"
      onCancel={onClose}
      footer={null}
      width="min(960px, calc(100vw - 16px))"
      destroyOnHidden
    >
      {webhook && (
        <>
          <Typography.Paragraph type="secondary" ellipsis style={{ marginBottom: 8 }}>
            {webhook.url}
          </Typography.Paragraph>
          <Button size="small" onClick={() => void refetch()} loading={isFetching && !isLoading} style={{ marginBottom: 8 }}>
            刷新
          </Button>
          <QueryState
            loading={isLoading}
            error={isError}
            empty={data?.total === 0}
            emptyText="暂无投递记录"
            onRetry={refetch}
            retrying={isFetching}
          >
            <DataTable<WebhookDelivery>
              rowKey="deliveryId"
              size="small"
              columns={columns}
              dataSource={data?.list ?? []}
              expandable={{ expandedRowRender: (d) => <Attempts deliveryId={d.deliveryId} />, expandRowByClick: false }}
              pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPageNum }}
            />
          </QueryState>
        </>
      )}
    </Modal>
  );
}
