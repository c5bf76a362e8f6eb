import { Form, Input } from 'antd';
import { CODE_LENGTH, CODE_MESSAGE, CODE_PATTERN } from '@contract/login.meta';
import { maskMobile } from '@contract/id-number';
import { useSharedSelector } from '@/lib/state/hooks';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { useSendBankCodeMutation } from '../api';

/** Where the send-code countdown keeps its deadline, so a reopened form or a reload keeps counting. */
const BANK_CODE_DEADLINE_KEY = 'supplier:bankCodeDeadline';

/**
 * The SMS code that confirms a bank change: a button sends it to the acting user's own phone and counts down
 * 60 s before it may be pressed again. Used inside a Form (field `code`).
 */
export function SmsCodeField() {
  const phone = useSharedSelector((state) => state.global.turingAccountInfo?.phone ?? '');
  const [sendCode, { isLoading }] = useSendBankCodeMutation();
  const onSend = async () => {
    try {
      await sendCode().unwrap();
      return true;
    } catch {
      return false; // The http layer already said why (too often, daily limit…).
    }
  };

  return (
    <Form.Item label="短信验证码" required extra={phone ? `验证码将发送至 ${maskMobile(phone)}` : undefined}>
      <Form.Item
        name="code"
        noStyle
        rules={[
          { required: true, message: '请输入短信验证码' },
          { pattern: CODE_PATTERN, message: CODE_MESSAGE },
        ]}
      >
        <Input
          aria-label="短信验证码"
          inputMode="numeric"
          maxLength={CODE_LENGTH}
          placeholder="6 位数字"
          autoComplete="one-time-code"
          suffix={<SendCodeButton onSend={onSend} sending={isLoading} storageKey={BANK_CODE_DEADLINE_KEY} />}
        />
      </Form.Item>
    </Form.Item>
  );
}
