import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LightButton } from '@/components/light/button';
import { paths } from '@/config/paths';
import { useSharedDispatch } from '@/lib/state/hooks';
import { loginInfoSet, supplierInfoSet, userTipsModalToggled } from '@/lib/state/global-slice';
import { loginApi, useInvitationForLoginQuery, useLoginByPhoneMutation, useSendCodeMutation } from '../api';
import { afterLoginTarget, DEFAULT_AFTER_LOGIN, invitationCodeOf } from '../redirect';
import { SEND_CODE_DEADLINE_KEY } from '../code-deadline';
import { PhoneInput } from '@/components/ui/phone-input';
import { SmsCodeInput } from '@/components/ui/sms-code-input';
import { checkCode, checkConsent, checkPhone } from './login-rules';
import { FEEDBACK } from '@/components/ui/feedback';
import { INVITE_CODE_PATTERN } from '@contract/members.meta';
import { hasOwnName } from '@contract/user.meta';
import { namePromptDue } from '@/lib/state/name-prompt';
import { InvitationBanner } from './invitation-banner';
import { useApp } from '@/components/ui/app-feedback';

type Field = 'phone' | 'code' | 'agreed';

/** The 「验证码已发送」 toast: it belongs to this form and goes with it (a login, or a link away, unmounts the form). */
const CODE_SENT_KEY = 'login-code-sent';
type Errors = Partial<Record<Field, string>>;

/**
 * 手机号登录: phone, code (with the send-code countdown) and consent, checked as they change and again on submit,
 * the first broken rule of each field under it. Plain form controls (styles/light-*.css): the login page loads no antd.
 */
export function LoginForm() {
  const { message } = useApp();
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [sendCode, { isLoading: sending }] = useSendCodeMutation();
  const [loginByPhone] = useLoginByPhoneMutation();
  const [submitting, setSubmitting] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const agreedRef = useRef<HTMLInputElement>(null);
  // Reached from an invitation link: name the company and the inviter, and log in with the invited phone by the
  // link's code (the server sends the code there; the page never learns more of the number than its ends).
  const inviteCode = invitationCodeOf(search);
  const validCode = inviteCode !== null && INVITE_CODE_PATTERN.test(inviteCode) ? inviteCode : null;
  const invitationQuery = useInvitationForLoginQuery({ inviteCode: validCode ?? '' }, { skip: !validCode });
  const [otherPhone, setOtherPhone] = useState(false);
  const invitation = validCode && invitationQuery.data ? invitationQuery.data : null;
  const byInvitation = invitation !== null && !otherPhone;
  const who = () => (byInvitation && validCode ? { inviteCode: validCode } : { phone });
  const codeSent = useRef(false);
  useEffect(
    () => () => {
      if (codeSent.current) message.destroy(CODE_SENT_KEY);
    },
    [message],
  );

  const show = (field: Field, error: string | null) => setErrors((current) => ({ ...current, [field]: error ?? undefined }));

  const onSend = async () => {
    const error = byInvitation ? null : checkPhone(phone);
    show('phone', error);
    if (error) {
      phoneRef.current?.focus();
      return false;
    }
    try {
      await sendCode(who()).unwrap();
      message.success({ key: CODE_SENT_KEY, content: '验证码已发送，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      codeSent.current = true;
      codeRef.current?.focus();
      return true;
    } catch {
      return false; // the http layer has told the user why
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {
      phone: byInvitation ? undefined : (checkPhone(phone) ?? undefined),
      code: checkCode(code) ?? undefined,
      agreed: checkConsent(agreed) ?? undefined,
    };
    setErrors(found);
    const firstInvalid: [Field, RefObject<HTMLInputElement | null>][] = [
      ['phone', phoneRef],
      ['code', codeRef],
      ['agreed', agreedRef],
    ];
    const invalid = firstInvalid.find(([field]) => found[field]);
    if (invalid) {
      invalid[1].current?.focus();
      return;
    }
    const params = new URLSearchParams(search);
    setSubmitting(true);
    try {
      const result = await loginByPhone({
        ...who(),
        code,
        sid: params.get('sid') || undefined,
        sourcecode: params.get('sourcecode') || undefined,
      }).unwrap();
      dispatch(loginInfoSet({ ...result.tokenInfo, userName: result.userName }));
      const info = await dispatch(loginApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      dispatch(supplierInfoSet(info));
      const target = afterLoginTarget(search);
      // Without a supplier the workbench itself offers the way in; elsewhere the tips say it — except to an invitee,
      // who came to join a company, not to found one.
      if (!info.supplierInfo && !target.startsWith(DEFAULT_AFTER_LOGIN) && !invitation) dispatch(userTipsModalToggled(true));
      // A person the portal knows only by the placeholder is asked their name once this login (not while joining:
      // the invitation names them).
      if (!hasOwnName(info.userName) && !invitation) namePromptDue();
      navigate(target, { replace: true });
    } catch {
      setSubmitting(false); // the http layer has told the user why
    }
  };

  return (
    <form name="login" className="login-form" noValidate onSubmit={onSubmit}>
      <h3 className="login-form-title">手机号登录</h3>
      {invitation ? <InvitationBanner invitation={invitation} /> : <p className="login-form-hint">未注册的手机号验证后将自动创建账号</p>}
      {byInvitation ? (
        <div className="light-field login-invited-phone">
          <span className="light-field-label">手机号</span>
          <p className="login-invited-phone-value">
            <span>{invitation.phoneMasked}</span>
            <span className="login-invited-phone-note">（受邀手机号，验证码将发送至此号码）</span>
          </p>
          <LightButton variant="link" size="small" onClick={() => setOtherPhone(true)}>
            使用其他手机号
          </LightButton>
        </div>
      ) : (
        <PhoneInput
          value={phone}
          error={errors.phone}
          inputRef={phoneRef}
          clearLabel="清除手机号"
          onValue={(value, problem) => {
            setPhone(value);
            show('phone', problem);
          }}
        />
      )}
      <SmsCodeInput
        label="验证码"
        value={code}
        error={errors.code}
        inputRef={codeRef}
        onSend={onSend}
        sending={sending}
        storageKey={SEND_CODE_DEADLINE_KEY}
        onValue={(value, problem) => {
          setCode(value);
          show('code', problem);
        }}
      />
      <div className={`light-field${errors.agreed ? ' light-field-invalid' : ''}`}>
        <label className="light-check">
          <input
            ref={agreedRef}
            type="checkbox"
            name="agreed"
            checked={agreed}
            aria-invalid={Boolean(errors.agreed)}
            onChange={(event) => {
              setAgreed(event.target.checked);
              show('agreed', checkConsent(event.target.checked));
            }}
          />
          <span className="light-check-box" aria-hidden="true" />
          <span>
            我已阅读并同意
            <Link to={paths.agreementService} target="_blank" rel="noopener">
              《用户服务协议》
            </Link>
          </span>
        </label>
        <div className="light-field-error" role={errors.agreed ? 'alert' : undefined}>
          {errors.agreed}
        </div>
      </div>
      <LightButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </LightButton>
    </form>
  );
}
