import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import type { Webhook } from '@contract/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, WEBHOOK_LIMITS, type WebhookEvent } from '@contract/webhooks.meta';
import { useWebhookCreateMutation, useWebhookUpdateMutation } from '../api';

interface Values {
  url: string;
  events: WebhookEvent[];
}

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: `${WEBHOOK_EVENT_LABELS[e]}（${e}）` }));

/**
 * Create (`editing` null) or edit a subscription: the callback URL and the events, as checkboxes in Chinese.
 * A new subscription's secret goes to `onCreated` (shown once).
 */
export function WebhookFormModal({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  editing: Webhook | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [create, creating] = useWebhookCreateMutation();
  const [update, updating] = useWebhookUpdateMutation();

  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { url: editing.url, events: editing.events } : { url: '', events: [] });
  }, [open, editing, form]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is missing
    }
    const url = values.url.trim();
    try {
      if (editing) {
        await update({ webhookId: editing.webhookId, url, events: values.events }).unwrap();
        onClose();
      } else {
        const created = await create({ url, events: values.events }).unwrap();
        onClose();
        onCreated(created.secret);
      }
    } catch {
      // The http layer showed why (an unsafe address, …); the form keeps what was typed.
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑 Webhook 订阅' : '新建 Webhook 订阅'}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={creating.isLoading || updating.isLoading}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="url"
          label="回调地址"
          extra="必须是 https 地址，且不能指向内网、本机或保留地址；重定向不会被跟随。"
          rules={[
            { required: true, whitespace: true, message: '请填写回调地址' },
            { max: WEBHOOK_LIMITS.urlMax, message: `长度不能超过 ${WEBHOOK_LIMITS.urlMax} 个字符` },
            { pattern: /^\s*https?:\/\/\S+\s*$/i, message: '请填写完整的 https:// 地址' },
          ]}
        >
          <Input placeholder="https://example.com/webhooks" autoComplete="off" inputMode="url" />
        </Form.Item>
        {/* A validator, not `required`: antd would put aria-required on the group's div, which axe refuses. */}
        <Form.Item
          name="events"
          label="订阅事件（至少一个）"
          rules={[
            {
              validator: (_, v: WebhookEvent[] | undefined) =>
                v?.length ? Promise.resolve() : Promise.reject(new Error('请至少选择一个事件')),
            },
          ]}
        >
          <Checkbox.Group options={EVENT_OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
