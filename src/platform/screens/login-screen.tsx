import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { platformLogin, platformSendCode } from '@contract/platform/auth';
import type { RequestOf, ResponseOf } from '@contract/http';
import { LightButton } from '@/components/light/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { SmsCodeInput } from '@/components/ui/sms-code-input';
import { checkCode, checkPhone } from '@/lib/field-rules';
import { platformSend } from '../http/client';
import { consoleNotify } from '../http/notify';
import { writeStaffSession } from '../http/staff-session';
import { PLATFORM_PATHS } from '../app/paths';
import { useStaff } from '../app/use-staff';

/** The console's own countdown key: a supplier's code form in the same browser keeps its own. */
export const STAFF_CODE_DEADLINE_KEY = 'platform:sendCodeDeadline';

/** /platform/login: a staff member's phone and SMS code (the same code rules as suppliers'). */
export function LoginScreen() {
  const staff = useStaff();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  if (staff && !submitting) return <Navigate to={PLATFORM_PATHS.todo} replace />;

  const onSend = async () => {
    const problem = checkPhone(phone);
    setErrors((e) => ({ ...e, phone: problem ?? undefined }));
    if (problem) {
      phoneRef.current?.focus();
      return false;
    }
    setSending(true);
    try {
      const payload: RequestOf<typeof platformSendCode> = { phone };
      await platformSend('/open/sendCode', payload);
      consoleNotify.success('验证码已发送，5 分钟内有效');
      codeRef.current?.focus();
      return true;
    } catch {
      return false; // the http layer has said why
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = { phone: checkPhone(phone) ?? undefined, code: checkCode(code) ?? undefined };
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    setSubmitting(true);
    try {
      const payload: RequestOf<typeof platformLogin> = { phone, code };
      const result = (await platformSend('/open/login', payload)) as ResponseOf<typeof platformLogin>;
      writeStaffSession({ ...result.tokenInfo, name: result.staff.name, phone: result.staff.phone, role: result.staff.role });
      navigate(PLATFORM_PATHS.todo, { replace: true });
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <main className="console-login">
      <form name="platform-login" className="console-login-form" noValidate onSubmit={onSubmit}>
        <h1>平台运营后台</h1>
        <p className="console-login-hint">员工登录：请输入管理员为您登记的手机号</p>
        <PhoneInput
          value={phone}
          error={errors.phone}
          inputRef={phoneRef}
          clearLabel="清除手机号"
          onValue={(value, problem) => {
            setPhone(value);
            setErrors((e) => ({ ...e, phone: problem ?? undefined }));
          }}
        />
        <SmsCodeInput
          label="验证码"
          value={code}
          error={errors.code}
          inputRef={codeRef}
          onSend={onSend}
          sending={sending}
          storageKey={STAFF_CODE_DEADLINE_KEY}
          onValue={(value, problem) => {
            setCode(value);
            setErrors((e) => ({ ...e, code: problem ?? undefined }));
          }}
        />
        <LightButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
          登录
        </LightButton>
      </form>
    </main>
  );
}
