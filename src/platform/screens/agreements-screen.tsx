import { useState } from 'react';
import { Button, Form, Input, Radio, Result, Select } from 'antd';
import { AGREEMENT_HTML_MAX } from '@contract/agreements.meta';
import { usePlatformOrderListQuery } from '../api/orders';
import { usePlatformAgreementPublishMutation, usePlatformPartialContractCreateMutation } from '../api/agreements';
import { TaskPicker } from '../components/task-picker';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';

function PublishVersion() {
  const [form] = Form.useForm<{ title?: string; format: 'text' | 'html'; content: string }>();
  const [publish, { isLoading }] = usePlatformAgreementPublishMutation();
  const submit = async (v: { title?: string; format: 'text' | 'html'; content: string }) => {
    try {
      const result = await publish({ ...v, title: v.title?.trim() || undefined }).unwrap();
      consoleNotify.success(`已发布框架协议第 ${result.version} 版，供应商需重新签署`);
      form.resetFields();
    } catch {
      // told by the http layer
    }
  };
  return (
    <section className="console-section" aria-labelledby="publish-version">
      <h2 id="publish-version" className="console-subtitle">
        发布框架协议新版本
      </h2>
      <Form form={form} layout="vertical" initialValues={{ format: 'text' }} onFinish={(v) => void submit(v)}>
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
          <Input.TextArea rows={8} maxLength={AGREEMENT_HTML_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          发布新版本
        </Button>
      </Form>
    </section>
  );
}

function PartialContract() {
  const [taskId, setTaskId] = useState<string | undefined>();
  const [form] = Form.useForm<{ orderId: string; title?: string; html: string }>();
  const orders = usePlatformOrderListQuery({ taskId, pageNum: 1, pageSize: 100 }, { skip: !taskId });
  const [create, { isLoading }] = usePlatformPartialContractCreateMutation();
  const submit = async (v: { orderId: string; title?: string; html: string }) => {
    const order = orders.data?.list.find((o) => o.orderId === v.orderId);
    if (!order) return;
    try {
      await create({ supplierId: order.supplierId, orderId: order.orderId, title: v.title?.trim() || undefined, html: v.html }).unwrap();
      consoleNotify.success(`已为${order.supplierName}创建合同，等待其签署`);
      form.resetFields();
    } catch {
      // told by the http layer
    }
  };
  return (
    <section className="console-section" aria-labelledby="partial-contract">
      <h2 id="partial-contract" className="console-subtitle">
        为订单创建合同
      </h2>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="任务" required>
          <TaskPicker value={taskId} onChange={(next) => (setTaskId(next), form.setFieldValue('orderId', undefined))} />
        </Form.Item>
        <Form.Item name="orderId" label="供应商的订单" rules={[{ required: true, message: '请选择订单' }]}>
          <Select
            disabled={!taskId}
            loading={orders.isFetching}
            placeholder={taskId ? '选择供应商的订单' : '请先选择任务'}
            options={(orders.data?.list ?? []).map((o) => ({ value: o.orderId, label: o.supplierName }))}
          />
        </Form.Item>
        <Form.Item name="title" label="合同标题（可不填）">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="html" label="合同正文（HTML）" rules={[{ required: true, whitespace: true, message: '请填写合同正文' }]}>
          <Input.TextArea rows={8} maxLength={AGREEMENT_HTML_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          创建合同
        </Button>
      </Form>
    </section>
  );
}

/** 协议: a new framework agreement version, and a partial contract for one supplier's order. */
export function AgreementsScreen() {
  const may = useMay();
  const publish = may('platformAgreementPublish');
  const partial = may('platformPartialContractCreate');
  return (
    <>
      <h1>协议</h1>
      {publish && <PublishVersion />}
      {partial && <PartialContract />}
      {!publish && !partial && <Result status="403" title="无权访问" />}
    </>
  );
}
