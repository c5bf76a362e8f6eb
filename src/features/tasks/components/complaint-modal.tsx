import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import type { FormRule } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { COMPLAINT_CONTENT_MAX, COMPLAINT_CONTENT_MIN, COMPLAINT_REASONS } from '@contract/tasks.meta';
import type { ComplaintReason } from '@contract/tasks.meta';
import { trackClick } from '@/lib/tracking';
import { useComplainTaskMutation } from '../api';
import { FEEDBACK } from '@/components/ui/feedback';
import { useApp } from '@/components/ui/app-feedback';

interface ComplaintValues {
  reason: ComplaintReason;
  content: string;
}

const contentRules: FormRule[] = [
  {
    validator: (_rule, value?: string) => {
      const length = value?.trim().length ?? 0;
      if (!length) return Promise.reject(new Error('请填写投诉内容'));
      if (length < COMPLAINT_CONTENT_MIN) return Promise.reject(new Error(`投诉内容至少 ${COMPLAINT_CONTENT_MIN} 个字`));
      if (length > COMPLAINT_CONTENT_MAX) return Promise.reject(new Error(`投诉内容不能超过 ${COMPLAINT_CONTENT_MAX} 个字`));
      return Promise.resolve();
    },
  },
];

/** Complain about a task (one open complaint per task and supplier): a reason and 5–500 characters of text. */
export function ComplaintButton({ taskId, complained }: { taskId: string; complained: boolean }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ComplaintValues>();
  const [complain, { isLoading }] = useComplainTaskMutation();
  const { message } = useApp();

  const submit = async (values: ComplaintValues) => {
    trackClick('task_complaint', { taskId, reason: values.reason });
    try {
      await complain({ taskId, reason: values.reason, content: values.content.trim() }).unwrap();
      message.success({ content: '投诉已提交，平台会尽快处理', duration: FEEDBACK.noticeSeconds });
      setOpen(false);
      form.resetFields();
    } catch {
      // The http layer has told the user why (e.g. already complained); the form stays open.
    }
  };

  return (
    <>
      <Button icon={<WarningOutlined />} disabled={complained} onClick={() => setOpen(true)}>
        {complained ? '已投诉' : '投诉'}
      </Button>
      <Modal
        open={open}
        title="投诉任务"
        okText="提交投诉"
        onOk={() => form.submit()}
        confirmLoading={isLoading}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<ComplaintValues> form={form} layout="vertical" name="complaint" onFinish={submit} requiredMark={false}>
          <Form.Item label="投诉原因" name="reason" rules={[{ required: true, message: '请选择投诉原因' }]}>
            <Radio.Group options={COMPLAINT_REASONS.map((r) => ({ value: r.code, label: r.label }))} />
          </Form.Item>
          <Form.Item label="投诉内容" name="content" rules={contentRules}>
            <Input.TextArea
              rows={4}
              showCount
              maxLength={COMPLAINT_CONTENT_MAX}
              placeholder={`请描述具体情况（${COMPLAINT_CONTENT_MIN}–${COMPLAINT_CONTENT_MAX} 字）`}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
