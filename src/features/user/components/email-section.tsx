import { useRef, useState, type FormEvent } from 'react';
import { CODE_LENGTH } from '@contract/login.meta';
import { EMAIL_MAX } from '@contract/user.meta';
import { LightButton } from '@/components/light/button';
import { LightTextField } from '@/components/light/field';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { useApp } from '@/components/ui/app-feedback';
import { useEmailBindMutation, useEmailInfoQuery, useEmailVerifyMutation } from '../api';
import { checkCode, checkEmail, EMAIL_DEADLINE_KEY, noSpaces } from '../rules';
import '@/styles/name-form.css';

/** 个人中心 → 基本信息: the e-mail address notices go to, verified with a code mailed to it. */
export function EmailSection() {
  const { data } = useEmailInfoQuery();
  const [editing, setEditing] = useState(false);
  const email = data?.email ?? null;
  return (
    <section className="name-section" aria-labelledby="email-section-title">
      <div className="section-toolbar">
        <h3 id="email-section-title">我的邮箱</h3>
        {!editing && <LightButton onClick={() => setEditing(true)}>{email ? '更换邮箱' : '绑定邮箱'}</LightButton>}
      </div>
      {editing ? (
        <EmailForm onDone={() => setEditing(false)} />
      ) : (
        <p className="name-section-value">
          {email ? `${email}（已验证）` : '尚未绑定（绑定并验证后，可在「消息设置」中选择用邮件接收通知）'}
        </p>
      )}
    </section>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const { message } = useApp();
  const [bind, { isLoading: sending }] = useEmailBindMutation();
  const [verify, { isLoading: verifying }] = useEmailVerifyMutation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const send = async () => {
    const problem = checkEmail(email);
    setErrors((e) => ({ ...e, email: problem ?? undefined }));
    if (problem) {
      emailInput.current?.focus();
      return false;
    }
    try {
      await bind({ email: email.trim() }).unwrap();
      message.success('验证码已发送，请查收邮件');
      codeInput.current?.focus();
      return true;
    } catch {
      return false; // the http layer has said why
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email) ?? undefined, code: checkCode(code) ?? undefined };
    setErrors(next);
    if (next.email) return emailInput.current?.focus();
    if (next.code) return codeInput.current?.focus();
    try {
      await verify({ email: email.trim(), code }).unwrap();
      message.success('邮箱已验证');
      onDone();
    } catch {
      // Told by the http layer (a wrong or expired code); the form keeps what was typed.
    }
  };

  return (
    <form name="user-email" className="name-form" noValidate onSubmit={submit}>
      <LightTextField
        label="邮箱地址"
        name="email"
        value={email}
        error={errors.email}
        inputRef={emailInput}
        maxLength={EMAIL_MAX}
        autoComplete="email"
        placeholder="例如 name@example.com"
        suffix={<SendCodeButton label="发送验证码" onSend={send} sending={sending} storageKey={EMAIL_DEADLINE_KEY} />}
        onValue={(typed) => {
          setEmail(typed);
          if (errors.email) setErrors((e) => ({ ...e, email: checkEmail(typed) ?? undefined }));
        }}
      />
      <LightTextField
        label="验证码"
        name="code"
        value={code}
        error={errors.code}
        inputRef={codeInput}
        maxLength={CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入邮件中的 6 位验证码"
        onValue={(typed) => {
          const c = noSpaces(typed);
          setCode(c);
          if (errors.code) setErrors((e) => ({ ...e, code: checkCode(c) ?? undefined }));
        }}
      />
      <div className="name-form-actions">
        <LightButton onClick={onDone}>取消</LightButton>
        <LightButton variant="primary" htmlType="submit" loading={verifying}>
          验证并保存
        </LightButton>
      </div>
    </form>
  );
}
