import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { accountNumberProblem, BANK_LIMITS } from '@contract/supplier-centre.meta';
import { useBankInfoQuery, useGetBanksQuery, useOperationBankMutation } from '../api';
import type { BankAccountView } from './bank-account-item';
import { SmsCodeField } from './sms-code-field';
import { useApp } from '@/components/ui/app-feedback';

interface Values {
  bankCode: string;
  accountName: string;
  accountNumber?: string;
  branchName?: string;
  code: string;
}

export interface BankAccountFormProps {
  open: boolean;
  /** The account to edit; absent to add one. */
  account?: BankAccountView | null;
  onClose: () => void;
  /** After the server saved it, with the account's id. */
  onSaved?: (id: string | null) => void;
}

const digitsOnly = (e: { target: { value: string } }) => e.target.value.replace(/\D/g, '');

/**
 * Adds or edits a bank account: bank from the bank list, the account name of the verified company (prefilled,
 * the server insists on it), digits-only number checked like the server checks it, and the SMS code. On an
 * error the dialog stays open with everything typed.
 */
export function BankAccountForm({ open, account, onClose, onSaved }: BankAccountFormProps) {
  const [form] = Form.useForm<Values>();
  const { message } = useApp();
  const banks = useGetBanksQuery(undefined, { skip: !open });
  const { data: info } = useBankInfoQuery(undefined, { skip: !open });
  const [operate, { isLoading }] = useOperationBankMutation();
  const editing = Boolean(account);

  // Each opening starts from the account (or empty); the verified name arrives by its own request and fills the
  // account name only while the user has not touched it, never resetting what was already picked or typed.
  const holderName = info?.holderName;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ bankCode: account?.bankCode, accountName: account?.accountName ?? '', branchName: account?.branchName ?? '' });
  }, [open, account, form]);
  useEffect(() => {
    if (open && !account && holderName && !form.isFieldTouched('accountName')) form.setFieldsValue({ accountName: holderName });
  }, [open, account, holderName, form]);

  const numberRule = {
    validator: async (_: unknown, value?: string) => {
      if (!value) {
        if (editing) return;
        throw new Error('请输入银行账号');
      }
      const problem = accountNumberProblem(value, form.getFieldValue('bankCode') ?? '', false);
      if (problem) throw new Error(problem);
    },
  };

  const submit = async (values: Values) => {
    try {
      const saved = await operate({
        action: editing ? 'edit' : 'add',
        id: account?.id,
        bankCode: values.bankCode,
        accountName: values.accountName,
        accountNumber: values.accountNumber || undefined,
        branchName: values.branchName ?? '',
        code: values.code,
      }).unwrap();
      message.success(editing ? '银行账户已修改' : '银行账户已添加');
      onSaved?.(saved.id);
      // The full number does not linger in the (hidden) dialog once it is saved.
      form.resetFields();
      onClose();
    } catch {
      // The toast said why; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '修改银行账户' : '添加银行账户'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item name="bankCode" label="开户银行" rules={[{ required: true, message: '请选择开户银行' }]}>
          <Select
            aria-label="开户银行"
            showSearch={{ optionFilterProp: 'label' }}
            loading={banks.isLoading}
            placeholder={banks.isError ? '银行列表加载失败，请关闭后重试' : '请选择开户银行'}
            options={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            onChange={() => form.getFieldValue('accountNumber') && void form.validateFields(['accountNumber'])}
          />
        </Form.Item>
        <Form.Item name="accountName" label="账户名" extra="须与认证主体名称一致" rules={[{ required: true, message: '请填写账户名' }]}>
          <Input aria-label="账户名" readOnly maxLength={BANK_LIMITS.accountName} />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label="银行账号"
          getValueFromEvent={digitsOnly}
          extra={editing ? `当前账号 ${account?.accountNumber}，不修改请留空` : '银行卡 16–19 位，对公账号 8–30 位，只能输入数字'}
          rules={[numberRule]}
        >
          <Input aria-label="银行账号" inputMode="numeric" maxLength={30} placeholder="请输入银行账号" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="branchName"
          label="开户支行"
          rules={[{ max: BANK_LIMITS.branchName, message: `不能超过 ${BANK_LIMITS.branchName} 个字符` }]}
        >
          <Input aria-label="开户支行" placeholder="选填，如：上海张江支行" />
        </Form.Item>
        <SmsCodeField />
      </Form>
    </Modal>
  );
}
