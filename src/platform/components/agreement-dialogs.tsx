import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { AGREEMENT_HTML_MAX } from '@contract/agreements.meta';
import type { PlatformOrder } from '@contract/platform/orders';
import { usePlatformAgreementPublishMutation, usePlatformPartialContractCreateMutation } from '../api/agreements';
import { consoleNotify } from '../http/notify';
import { OrderFields } from './order-fields';

interface VersionValues {
  title?: string;
  format: 'text' | 'html';
  content: string;
}

/** 发布新版本: the framework agreement's next version; every supplier signs it again. */
export function PublishVersionDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<VersionValues>();
  const [publish, { isLoading }] = usePlatformAgreementPublishMutation();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const result = await publish({ ...v, title: v.title?.trim() || undefined }).unwrap();
      consoleNotify.success(`已发布框架协议第 ${result.version} 版，供应商需重新签署`);
      onClose();
    } catch {
      // told by the http layer
    }
  };
  return (
    <Modal
      open
      title="发布框架协议新版本"
      okText="发布"
      cancelText="取消"
      width={720}
      okButtonProps={{ loading: isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ format: 'text' }}>
        <Form.Item name="title" label="标题（可不填）">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="format" label="格式">
          <Radio.Group
            options={[
              { value: 'text', label: '纯文本（按行分段）' },
              { value: 'html', label: 'HTML' },
            ]}
          />
        </Form.Item>
        <Form.Item name="content" label="协议正文" rules={[{ required: true, whitespace: true, message: '请填写协议正文' }]}>
          <Input.TextArea rows={10} maxLength={AGREEMENT_HTML_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ContractValues {
  orderId: string;
  title?: string;
  html: string;
}

/** 创建合同: a partial contract for one supplier's order, which its administrator then signs. */
export function PartialContractDialog({ onClose }: { onClose: () => void }) {
  const [order, setOrder] = useState<PlatformOrder | undefined>();
  const [form] = Form.useForm<ContractValues>();
  const [create, { isLoading }] = usePlatformPartialContractCreateMutation();
  const submit = async () => {
    const v = await form.validateFields();
    if (!order) return;
    try {
      await create({ supplierId: order.supplierId, orderId: order.orderId, title: v.title?.trim() || undefined, html: v.html }).unwrap();
      consoleNotify.success(`已为${order.supplierName}创建合同，等待其签署`);
      onClose();
    } catch {
      // told by the http layer
    }
  };
  return (
    <Modal
      open
      title="为订单创建合同"
      okText="创建合同"
      cancelText="取消"
      width={720}
      okButtonProps={{ loading: isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <OrderFields form={form} onOrder={setOrder} />
        <Form.Item name="title" label="合同标题（可不填）">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="html" label="合同正文（HTML）" rules={[{ required: true, whitespace: true, message: '请填写合同正文' }]}>
          <Input.TextArea rows={10} maxLength={AGREEMENT_HTML_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
