import { useRef, useState, type FormEvent } from 'react';
import { LightButton } from '@/components/light/button';
import { FEEDBACK } from '@/components/ui/feedback';
import { useApp } from '@/components/ui/app-feedback';
import { useUpdatePhoneOldCheckMutation, useUpdatePhoneOldSendMutation } from '../api';
import { OLD_PHONE_DEADLINE_KEY, checkCode } from '../rules';
import { SmsCodeInput } from '@/components/ui/sms-code-input';
import { maskMobile } from '@contract/id-number';

interface Props {
  currentPhone: string;
  onProven: (stepToken: string) => void;
}

/** Step 1: a code to the current phone proves the user holds it. */
export function OldPhoneStep({ currentPhone, onProven }: Props) {
  const { message } = useApp();
  const [send, { isLoading: sending }] = useUpdatePhoneOldSendMutation();
  const [check] = useUpdatePhoneOldCheckMutation();
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const onSend = async () => {
    try {
      await send().unwrap();
      message.success({ content: '验证码已发送至原手机号，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      return true;
    } catch {
      return false; // told by the http layer
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const { stepToken } = await check({ code }).unwrap();
      onProven(stepToken);
    } catch {
      setChecking(false); // told by the http layer; the code stays typed
    }
  };

  return (
    <form name="phone-old" className="phone-change-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="phone-change-current">
        当前手机号：<strong>{currentPhone ? maskMobile(currentPhone) : '—'}</strong>
      </p>
      <SmsCodeInput
        label="原手机号验证码"
        value={code}
        error={error ?? undefined}
        inputRef={codeRef}
        onValue={(value, problem) => {
          setCode(value);
          setError(problem);
        }}
        onSend={onSend}
        sending={sending}
        storageKey={OLD_PHONE_DEADLINE_KEY}
      />
      <LightButton variant="primary" htmlType="submit" loading={checking}>
        下一步
      </LightButton>
    </form>
  );
}
