import { useEffect, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { CODE_LENGTH, CODE_MESSAGE, CODE_PATTERN } from '@contract/login.meta';
import { useSharedSelector } from '@/lib/state/hooks';
import { useSendBankCodeMutation } from '../api';

const RESEND_SECONDS = 60;

/** Masks the middle of the phone the code goes to: 138****0000. */
const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/**
 * The SMS code that confirms a bank change: a button sends it to the acting user's own phone and counts down
 * 60 s before it may be pressed again. Used inside a Form (field `code`).
 */
export function SmsCodeField() {
  const phone = useSharedSelector((state) => state.global.turingAccountInfo?.phone ?? '');
  const [sendCode, { isLoading }] = useSendBankCodeMutation();
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onSend = async () => {
    try {
      await sendCode().unwrap();
      setRemaining(RESEND_SECONDS);
    } catch {
      // The http layer already said why (too often, daily limit…).
    }
  };

  return (
    <Form.Item label="短信验证码" required extra={phone ? `验证码将发送至 ${maskPhone(phone)}` : undefined}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入短信验证码' }, { pattern: CODE_PATTERN, message: CODE_MESSAGE }]}>
          <Input aria-label="短信验证码" inputMode="numeric" maxLength={CODE_LENGTH} placeholder="6 位数字" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={onSend} loading={isLoading} disabled={remaining > 0}>
          {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
