import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import type { ButtonProps } from 'antd';

interface Props {
  /** The button's words (驳回, 付款失败 …), also the dialog's title unless `title` says otherwise. */
  label: string;
  title?: string;
  /** What the dialog says above the field. */
  description?: ReactNode;
  /** The text field's label; without it the dialog only asks for confirmation. */
  reasonLabel?: string;
  reasonMin?: number;
  reasonMax?: number;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** Does the action; rejects when it failed (the http layer has said why, the dialog stays open). */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A button whose action is confirmed in a dialog first, with a reason when the action needs one. */
export function ReasonAction({ label, title, description, reasonLabel, reasonMin = 1, reasonMax = 500, danger, type, size, disabled, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason = '' } = reasonLabel ? await form.validateFields() : { reason: '' };
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setOpen(false);
      form.resetFields();
    } catch {
      // told by the http layer; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type={type} size={size} danger={danger} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title ?? label}
        okText={label}
        cancelText="取消"
        okButtonProps={{ danger, loading: busy }}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {description && <div style={{ marginBottom: 12 }}>{description}</div>}
        {reasonLabel && (
          <Form form={form} layout="vertical" preserve={false}>
            <Form.Item
              name="reason"
              label={reasonLabel}
              rules={[
                { required: true, whitespace: true, message: `请填写${reasonLabel}` },
                { min: reasonMin, message: `${reasonLabel}至少 ${reasonMin} 个字` },
                { max: reasonMax, message: `${reasonLabel}不能超过 ${reasonMax} 个字` },
              ]}
            >
              <Input.TextArea rows={3} maxLength={reasonMax} showCount />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
