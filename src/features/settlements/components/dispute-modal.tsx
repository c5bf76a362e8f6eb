import { useEffect } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';

export interface DisputeValues {
  scope: 'bill' | 'lines';
  reason: string;
}

interface Props {
  open: boolean;
  /** Lines picked in the table; 「所选明细」 needs at least one. */
  selectedCount: number;
  busy: boolean;
  onSubmit: (values: DisputeValues) => void;
  onCancel: () => void;
}

/** A dispute needs a reason (2–500 characters), for the whole bill or for the lines picked in the table. */
export function DisputeModal({ open, selectedCount, busy, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<DisputeValues>();
  // Picking lines first means the dispute is about them; the reason typed before stays (nothing lost on a retry).
  useEffect(() => {
    if (open) form.setFieldsValue({ scope: selectedCount ? 'lines' : 'bill' });
  }, [open, selectedCount, form]);
  return (
    <Modal
      title="对结算单提出异议"
      open={open}
      okText="提交异议"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden={false}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ scope: selectedCount ? 'lines' : 'bill', reason: '' }}
        onFinish={(values) => onSubmit({ ...values, reason: values.reason.trim() })}
      >
        <Form.Item label="异议范围" name="scope">
          <Radio.Group
            options={[
              { value: 'bill', label: '整张结算单' },
              { value: 'lines', label: `所选明细（${selectedCount} 条）`, disabled: selectedCount === 0 },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="异议原因"
          name="reason"
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                if (length === 0) return Promise.reject(new Error('请填写异议原因'));
                if (length < SETTLEMENT_LIMITS.reasonMin)
                  return Promise.reject(new Error(`异议原因至少 ${SETTLEMENT_LIMITS.reasonMin} 个字`));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={SETTLEMENT_LIMITS.reasonMax}
            showCount
            placeholder="例如：张三 11 月 3 日出勤 8 小时，账单记为 4 小时"
          />
        </Form.Item>
        {selectedCount === 0 && <div className="settlement-dispute-hint">如只对部分明细有异议，可先在明细表中勾选。</div>}
      </Form>
    </Modal>
  );
}
