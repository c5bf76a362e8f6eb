import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { PHONE_LENGTH } from '@contract/login.meta';
import { FEEDBACK } from '@/components/ui/feedback';
import { useUpdatePhoneNewCheckMutation, useUpdatePhoneNewSendMutation } from '../api';
import { NEW_PHONE_DEADLINE_KEY, maskPhone, newPhoneRules, noSpaces } from '../rules';
import { useApp } from '@/components/ui/app-feedback';
import { PhoneCodeItem } from './phone-code-item';

interface Values {
  newPhone: string;
  code: string;
}

interface Props {
  stepToken: string;
  /** The proof of the old phone expired or was replaced: back to step 1. */
  onStepLost: () => void;
  onChanged: (newPhone: string) => void;
}

const STEP_LOST = '原手机号验证已失效';
/** unwrap() rejects with the call's HttpErrorInfo; a field error has no message of this kind. */
const lostStep = (error: unknown) => {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text.includes(STEP_LOST);
};

/** Step 2: the new phone, proven by its own code; confirmed, because every session then ends. */
export function NewPhoneStep({ stepToken, onStepLost, onChanged }: Props) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = useApp();
  const [send, { isLoading: sending }] = useUpdatePhoneNewSendMutation();
  const [change] = useUpdatePhoneNewCheckMutation();
  const [saving, setSaving] = useState(false);

  const onSend = async () => {
    try {
      const { newPhone } = await form.validateFields(['newPhone']);
      await send({ newPhone, stepToken }).unwrap();
      message.success({ content: '验证码已发送至新手机号，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      return true;
    } catch (error) {
      if (lostStep(error)) onStepLost();
      return false; // a field error shows under the field; a gateway error was toasted
    }
  };

  const submit = async ({ newPhone, code }: Values) => {
    setSaving(true);
    try {
      await change({ newPhone, code, stepToken }).unwrap();
      onChanged(newPhone);
    } catch (error) {
      setSaving(false);
      if (lostStep(error)) onStepLost();
    }
  };

  const onFinish = (values: Values) =>
    modal.confirm({
      title: '确定更换手机号？',
      content: `更换为 ${maskPhone(values.newPhone)} 后，所有设备上的登录都将失效，需要使用新手机号重新登录。`,
      okText: '确定更换',
      cancelText: '取消',
      onOk: () => submit(values),
    });

  return (
    <Form<Values> form={form} name="phone-new" layout="vertical" requiredMark={false} onFinish={onFinish} className="phone-change-form">
      <Form.Item label="新手机号" name="newPhone" rules={newPhoneRules} validateFirst normalize={noSpaces}>
        <Input maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel" placeholder="请输入新手机号" allowClear />
      </Form.Item>
      <PhoneCodeItem label="新手机号验证码" onSend={onSend} sending={sending} storageKey={NEW_PHONE_DEADLINE_KEY} />
      <Space>
        <Button onClick={onStepLost}>上一步</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          确定更换
        </Button>
      </Space>
    </Form>
  );
}
