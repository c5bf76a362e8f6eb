import { Button, Form, Input, Space } from 'antd';
import { CANDIDATE_LIMITS as L } from '@contract/candidates.meta';
import { useSetRemarkMutation } from '../api';
import { useApp } from '@/components/ui/app-feedback';

/** The supplier's note on a candidate; an empty note clears it. */
export function RemarkEditor({ candidateId, remark, disabled }: { candidateId: string; remark: string | null; disabled: boolean }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const value = Form.useWatch('remark', form) ?? remark ?? '';
  const [save, { isLoading }] = useSetRemarkMutation();
  const submit = async ({ remark: typed }: { remark: string }) => {
    try {
      await save({ candidateId, remark: typed }).unwrap();
      message.success(typed.trim() ? '备注已保存' : '备注已清除');
    } catch {
      // Toasted by the http layer; the text stays.
    }
  };
  return (
    <Form form={form} name="candidate-remark" initialValues={{ remark: remark ?? '' }} onFinish={submit}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="remark" noStyle>
          <Input.TextArea
            aria-label="备注"
            maxLength={L.remarkMax}
            autoSize={{ minRows: 2, maxRows: 5 }}
            disabled={disabled}
            placeholder="填写备注（仅本企业可见）"
          />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading} disabled={disabled || value === (remark ?? '')}>
          保存备注
        </Button>
      </Space.Compact>
    </Form>
  );
}
