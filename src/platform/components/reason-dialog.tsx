import { useState } from 'react';
import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';

export interface ReasonDialogProps {
  label: string;
  /** The confirming button's words, where the label alone is ambiguous in the dialog (关闭 beside its ×). */
  confirmLabel?: string;
  title?: string;
  description?: ReactNode;
  reasonLabel?: string;
  reasonMin?: number;
  reasonMax?: number;
  /** A one-line value (a payment reference), not a reason in sentences. */
  singleLine?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The confirmation of a ReasonAction: what will happen, and the reason when the action needs one. */
export function ReasonDialog({
  label,
  confirmLabel,
  title,
  description,
  reasonLabel,
  reasonMin = 1,
  reasonMax = 500,
  singleLine,
  danger,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    if (busy) return;
    const { reason = '' } = reasonLabel ? await form.validateFields() : { reason: '' };
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      // told by the http layer; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title ?? label}
      okText={confirmLabel ?? label}
      cancelText="取消"
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      {description && <div className="reason-dialog-description">{description}</div>}
      {reasonLabel && (
        // Enter in a one-line field confirms, as the button does.
        <Form form={form} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
          <Form.Item
            name="reason"
            label={reasonLabel}
            rules={[
              { required: true, whitespace: true, message: `请填写${reasonLabel}` },
              { min: reasonMin, message: `${reasonLabel}至少 ${reasonMin} 个字` },
              { max: reasonMax, message: `${reasonLabel}不能超过 ${reasonMax} 个字` },
            ]}
          >
            {singleLine ? <Input maxLength={reasonMax} /> : <Input.TextArea rows={3} maxLength={reasonMax} showCount />}
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
