import { useRef, useState, type FormEvent } from 'react';
import { PHONE_LENGTH } from '@contract/login.meta';
import { LightButton } from '@/components/light/button';
import { LightTextField } from '@/components/light/field';
import { FEEDBACK } from '@/components/ui/feedback';
import { useApp } from '@/components/ui/app-feedback';
import { useUpdatePhoneNewCheckMutation, useUpdatePhoneNewSendMutation } from '../api';
import { NEW_PHONE_DEADLINE_KEY, checkCode, checkNewPhone, noSpaces } from '../rules';
import { SmsCodeInput } from '@/components/ui/sms-code-input';
import { maskMobile } from '@contract/id-number';

interface Props {
  stepToken: string;
  /** The proof of the old phone expired or was replaced: back to step 1. */
  onStepLost: () => void;
  onChanged: (newPhone: string) => void;
}

interface Errors {
  newPhone?: string | null;
  code?: string | null;
}

const STEP_LOST = '原手机号验证已失效';
/** unwrap() rejects with the call's HttpErrorInfo; a field error has no message of this kind. */
const lostStep = (error: unknown) => {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text.includes(STEP_LOST);
};

/** Step 2: the new phone, proven by its own code; confirmed, because every session then ends. */
export function NewPhoneStep({ stepToken, onStepLost, onChanged }: Props) {
  const { message, modal } = useApp();
  const [send, { isLoading: sending }] = useUpdatePhoneNewSendMutation();
  const [change] = useUpdatePhoneNewCheckMutation();
  const [saving, setSaving] = useState(false);
  const [newPhone, setNewPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const onSend = async () => {
    const problem = checkNewPhone(newPhone);
    setErrors((e) => ({ ...e, newPhone: problem }));
    if (problem) {
      phoneRef.current?.focus();
      return false; // the message shows under the field
    }
    try {
      await send({ newPhone, stepToken }).unwrap();
      message.success({ content: '验证码已发送至新手机号，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      return true;
    } catch (error) {
      if (lostStep(error)) onStepLost();
      return false; // a gateway error was toasted
    }
  };

  const submit = async () => {
    setSaving(true);
    try {
      await change({ newPhone, code, stepToken }).unwrap();
      onChanged(newPhone);
    } catch (error) {
      setSaving(false);
      if (lostStep(error)) onStepLost();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { newPhone: checkNewPhone(newPhone), code: checkCode(code) };
    setErrors(found);
    if (found.newPhone) return phoneRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    modal.confirm({
      title: '确定更换手机号？',
      content: `更换为 ${maskMobile(newPhone)} 后，所有设备上的登录都将失效，需要使用新手机号重新登录。`,
      okText: '确定更换',
      cancelText: '取消',
      onOk: submit,
    });
  };

  return (
    <form name="phone-new" className="phone-change-form" noValidate onSubmit={onSubmit}>
      <LightTextField
        label="新手机号"
        name="newPhone"
        value={newPhone}
        error={errors.newPhone ?? undefined}
        inputRef={phoneRef}
        maxLength={PHONE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入新手机号"
        clearLabel="清除新手机号"
        onValue={(typed) => {
          const value = noSpaces(typed);
          setNewPhone(value);
          setErrors((e) => ({ ...e, newPhone: checkNewPhone(value) }));
        }}
      />
      <SmsCodeInput
        label="新手机号验证码"
        value={code}
        error={errors.code ?? undefined}
        inputRef={codeRef}
        onValue={(value, problem) => {
          setCode(value);
          setErrors((e) => ({ ...e, code: problem }));
        }}
        onSend={onSend}
        sending={sending}
        storageKey={NEW_PHONE_DEADLINE_KEY}
      />
      <div className="phone-change-actions">
        <LightButton onClick={onStepLost}>上一步</LightButton>
        <LightButton variant="primary" htmlType="submit" loading={saving}>
          确定更换
        </LightButton>
      </div>
    </form>
  );
}
