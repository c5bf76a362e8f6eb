import { Form, Input, Modal, Select, Typography } from 'antd';
import { CODE_LENGTH, CODE_MESSAGE, CODE_PATTERN } from '@contract/login.meta';
import { maskMobile } from '@contract/id-number';
import { useSharedSelector } from '@/lib/state/hooks';
import { QueryError } from '@/components/ui/query-state';
import { useMemberListQuery, useSendTransferCodeMutation, useTransferAdminMutation } from '../api';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { useMembershipRefresh } from '../use-membership-refresh';
import { useApp } from '@/components/ui/app-feedback';

/** Where the send-code countdown keeps its deadline, so a reopened dialog or a reload keeps counting. */
const TRANSFER_CODE_DEADLINE_KEY = 'members:transferCodeDeadline';

interface TransferValues {
  userId: string;
  code: string;
}

/** Hand the administrator role to an active member: choose them, confirm with a code sent to the administrator's phone. */
export function TransferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<TransferValues>();
  const phone = useSharedSelector((s) => s.global.turingAccountInfo?.phone ?? '');
  const candidates = useMemberListQuery({ pageNum: 1, pageSize: 100 }, { skip: !open });
  const [sendCode, { isLoading: sending }] = useSendTransferCodeMutation();
  const [transfer, { isLoading }] = useTransferAdminMutation();
  const refresh = useMembershipRefresh();
  const options = (candidates.data?.list ?? [])
    .filter((m) => m.status === 'active' && !m.isMain)
    .map((m) => ({ value: m.userId, label: `${m.name}（${m.phone}）` }));

  const send = async () => {
    try {
      await sendCode().unwrap();
      message.success(`验证码已发送至 ${maskMobile(phone)}`);
      return true;
    } catch {
      return false; // Too often, daily limit: the http layer said so.
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await transfer(values).unwrap();
      message.success('管理员已转让，您现在是普通成员');
      form.resetFields();
      onClose();
      await refresh();
    } catch {
      // A wrong code or a refused member: toasted, the dialog keeps the choice.
    }
  };

  return (
    <Modal
      open={open}
      title="转让管理员"
      okText="确认转让"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="warning" style={{ marginBottom: 16 }}>
        转让后您将成为普通成员，仅保留日常业务权限；新管理员拥有全部权限。此操作需要验证您的手机号。
      </Typography.Paragraph>
      {candidates.isError ? (
        <QueryError compact text="成员列表加载失败" onRetry={candidates.refetch} />
      ) : (
        <Form form={form} layout="vertical" name="transfer-admin">
          <Form.Item label="新管理员" name="userId" rules={[{ required: true, message: '请选择要转让的成员' }]}>
            <Select
              aria-label="新管理员"
              placeholder="选择已加入企业的成员"
              loading={candidates.isLoading}
              options={options}
              showSearch
              optionFilterProp="label"
              notFoundContent="暂无可转让的成员，请先邀请成员加入"
            />
          </Form.Item>
          <Form.Item
            label={`验证码（发送至 ${maskMobile(phone)}）`}
            name="code"
            rules={[
              { required: true, message: '请输入验证码' },
              { pattern: CODE_PATTERN, message: CODE_MESSAGE },
            ]}
          >
            <Input
              maxLength={CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入 6 位验证码"
              suffix={<SendCodeButton onSend={send} sending={sending} storageKey={TRANSFER_CODE_DEADLINE_KEY} disabled={!phone} />}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
