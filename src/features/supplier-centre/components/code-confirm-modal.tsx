import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { SmsCodeField } from './sms-code-field';

export interface CodeConfirmModalProps {
  open: boolean;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** Asks for the SMS code that confirms a bank change (delete, set default) before it is sent. */
export function CodeConfirmModal({ open, title, description, busy, onConfirm, onCancel }: CodeConfirmModalProps) {
  const [form] = Form.useForm<{ code: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="确认"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>{description}</p>
      <Form form={form} layout="vertical" onFinish={({ code }) => onConfirm(code)}>
        <SmsCodeField />
      </Form>
    </Modal>
  );
}
