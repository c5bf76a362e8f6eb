import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import type { Webhook } from '@contract/webhooks';
import { WEBHOOK_EVENT_LABELS } from '@contract/webhooks.meta';
import { QueryState } from '@/components/ui/query-state';
import { useApp } from '@/components/ui/app-feedback';
import { beijingTime } from '@/lib/time';
import { useWebhookDeleteMutation, useWebhookRotateSecretMutation, useWebhookUpdateMutation, useWebhookListQuery } from '../api';
import { DeliveryLog } from './delivery-log';
import './webhooks.css';
import { SecretModal } from './secret-modal';
import { WebhookFormModal } from './webhook-form-modal';

/** One subscription: where it posts, what it hears, and what can be done with it. */
function WebhookCard({
  hook,
  onEdit,
  onLog,
  onSecret,
}: {
  hook: Webhook;
  onEdit: () => void;
  onLog: () => void;
  onSecret: (secret: string) => void;
}) {
  const { message } = useApp();
  const [update, updating] = useWebhookUpdateMutation();
  const [rotate, rotating] = useWebhookRotateSecretMutation();
  const [remove, removing] = useWebhookDeleteMutation();
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) message.success(done);
    } catch {
      // Shown by the http layer.
    }
  };
  return (
    <Card size="small" className="webhook-card" aria-label={`Webhook ${hook.url}`}>
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap size={8}>
          <Tag className={hook.enabled ? 'webhook-tag-ok' : 'webhook-tag-off'}>{hook.enabled ? '已启用' : '已停用'}</Tag>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {hook.url}
          </Typography.Text>
        </Space>
        <Space wrap size={[4, 4]}>
          {hook.events.map((e) => (
            <Tag key={e}>{WEBHOOK_EVENT_LABELS[e]}</Tag>
          ))}
        </Space>
        <Typography.Text type="secondary">创建于 {beijingTime(hook.createdAt)}</Typography.Text>
        <Space wrap size={[8, 8]}>
          <Button size="small" onClick={onLog}>
            投递记录
          </Button>
          <Button size="small" onClick={onEdit}>
            编辑
          </Button>
          <Button
            size="small"
            loading={updating.isLoading}
            onClick={() =>
              run(() => update({ webhookId: hook.webhookId, enabled: !hook.enabled }).unwrap(), hook.enabled ? '已停用' : '已启用')
            }
          >
            {hook.enabled ? '停用' : '启用'}
          </Button>
          <Popconfirm
            title="轮换签名密钥？"
            description="将生成新的密钥（只显示一次），原密钥立即失效。"
            okText="轮换"
            cancelText="取消"
            onConfirm={() => run(async () => onSecret((await rotate({ webhookId: hook.webhookId }).unwrap()).secret))}
          >
            <Button size="small" loading={rotating.isLoading}>
              轮换密钥
            </Button>
          </Popconfirm>
          <Popconfirm
            title="删除该 Webhook 订阅？"
            description="删除后不再推送，投递记录一并删除。"
            okText="删除"
            okButtonProps={{ className: 'webhook-danger' }}
            cancelText="取消"
            onConfirm={() => run(() => remove({ webhookId: hook.webhookId }).unwrap(), '已删除')}
          >
            <Button size="small" className="webhook-danger" loading={removing.isLoading}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}

/** 开放接口 → Webhook: the supplier's subscriptions (administrator only), their secrets and delivery logs. */
export default function WebhooksPanel() {
  const { data, isLoading, isError, error, refetch, isFetching } = useWebhookListQuery();
  const [form, setForm] = useState<{ editing: Webhook | null } | null>(null);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  return (
    <section className="webhooks-panel" aria-label="Webhook">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          订阅事件后，平台会向您的地址 POST JSON（Standard Webhooks 签名：webhook-id、webhook-timestamp、webhook-signature）；未在 10
          秒内返回 2xx 的推送将按指数退避重试 24 小时。
        </Typography.Paragraph>
        <Button type="primary" onClick={() => setForm({ editing: null })}>
          新建订阅
        </Button>
      </div>
      <QueryState
        loading={isLoading}
        error={isError ? error : null}
        empty={data?.list.length === 0}
        emptyText="还没有 Webhook 订阅"
        onRetry={refetch}
        retrying={isFetching}
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {data?.list.map((hook) => (
            <WebhookCard
              key={hook.webhookId}
              hook={hook}
              onEdit={() => setForm({ editing: hook })}
              onLog={() => setLog(hook)}
              onSecret={(value) => setSecret({ value, rotated: true })}
            />
          ))}
        </Space>
      </QueryState>
      <WebhookFormModal
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onCreated={(value) => setSecret({ value, rotated: false })}
      />
      <SecretModal secret={secret?.value ?? null} rotated={secret?.rotated ?? false} onClose={() => setSecret(null)} />
      <DeliveryLog webhook={log} onClose={() => setLog(null)} />
    </section>
  );
}
