import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { FEEDBACK } from '@/components/ui/feedback';
import { useUpdatePhoneOldCheckMutation, useUpdatePhoneOldSendMutation } from '../api';
import { OLD_PHONE_DEADLINE_KEY, maskPhone } from '../rules';
import { useApp } from '@/components/ui/app-feedback';
import { PhoneCodeItem } from './phone-code-item';

interface Props {
  currentPhone: string;
  onProven: (stepToken: string) => void;
}

/** Step 1: a code to the current phone proves the user holds it. */
export function OldPhoneStep({ currentPhone, onProven }: Props) {
  const [form] = Form.useForm<{ code: string }>();
  const { message } = useApp();
  const [send, { isLoading: sending }] = useUpdatePhoneOldSendMutation();
  const [check] = useUpdatePhoneOldCheckMutation();
  const [checking, setChecking] = useState(false);

  const onSend = async () => {
    try {
      await send().unwrap();
      message.success({ content: '验证码已发送至原手机号，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      return true;
    } catch {
      return false; // told by the http layer
    }
  };

  const onFinish = async ({ code }: { code: string }) => {
    setChecking(true);
    try {
      const { stepToken } = await check({ code }).unwrap();
      onProven(stepToken);
    } catch {
      setChecking(false); // told by the http layer; the code stays typed
    }
  };

  return (
    <Form form={form} name="phone-old" layout="vertical" requiredMark={false} onFinish={onFinish} className="phone-change-form">
      <Typography.Paragraph>
        当前手机号：<Typography.Text strong>{currentPhone ? maskPhone(currentPhone) : '—'}</Typography.Text>
      </Typography.Paragraph>
      <PhoneCodeItem label="原手机号验证码" onSend={onSend} sending={sending} storageKey={OLD_PHONE_DEADLINE_KEY} />
      <Button type="primary" htmlType="submit" loading={checking}>
        下一步
      </Button>
    </Form>
  );
}
