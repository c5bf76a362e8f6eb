import { useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
// Input alone: the barrel's Input carries TextArea, Password, Search and OTP, which the login page never shows.
import Input from 'antd/es/input/Input';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSharedDispatch } from '@/lib/state/hooks';
import { loginInfoSet, supplierInfoSet, userTipsModalToggled } from '@/lib/state/global-slice';
import { loginApi, useLoginByPhoneMutation, useSendCodeMutation } from '../api';
import { afterLoginTarget } from '../redirect';
import { SendCodeButton } from './send-code-button';
import { codeRules, consentRules, phoneRules } from './login-rules';
import { FEEDBACK } from '@/components/ui/feedback';
import { CODE_LENGTH, PHONE_LENGTH } from '@contract/login.meta';
import { useApp } from '@/components/ui/app-feedback';

const noSpaces = (value?: string) => value?.replace(/\s+/g, '');

interface LoginValues {
  phone: string;
  code: string;
  agreed: boolean;
}

export function LoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const { message } = useApp();
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [sendCode, { isLoading: sending }] = useSendCodeMutation();
  const [loginByPhone] = useLoginByPhoneMutation();
  const [submitting, setSubmitting] = useState(false);

  const onSend = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendCode({ phone }).unwrap();
      message.success({ content: '验证码已发送，5 分钟内有效', duration: FEEDBACK.noticeSeconds });
      return true;
    } catch {
      return false; // a field error is shown under the field; a gateway error was toasted by the http layer
    }
  };

  const onFinish = async ({ phone, code }: LoginValues) => {
    const params = new URLSearchParams(search);
    setSubmitting(true);
    try {
      const result = await loginByPhone({
        phone,
        code,
        sid: params.get('sid') || undefined,
        sourcecode: params.get('sourcecode') || undefined,
      }).unwrap();
      dispatch(loginInfoSet({ ...result.tokenInfo, userName: result.userName }));
      const info = await dispatch(loginApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      dispatch(supplierInfoSet(info));
      if (!info.supplierInfo) dispatch(userTipsModalToggled(true));
      navigate(afterLoginTarget(search), { replace: true });
    } catch {
      setSubmitting(false); // the http layer has told the user why
    }
  };

  return (
    <Form<LoginValues> form={form} name="login" layout="vertical" requiredMark={false} onFinish={onFinish} className="login-form" initialValues={{ agreed: false }}>
      <h3 className="login-form-title">手机号登录</h3>
      <p className="login-form-hint">未注册的手机号验证后将自动创建账号</p>
      <Form.Item label="手机号" name="phone" rules={phoneRules} validateFirst normalize={noSpaces}>
        <Input size="large" maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号" allowClear />
      </Form.Item>
      <Form.Item label="验证码" name="code" rules={codeRules} validateFirst normalize={noSpaces}>
        <Input
          size="large"
          maxLength={CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入 6 位验证码"
          suffix={<SendCodeButton onSend={onSend} sending={sending} />}
        />
      </Form.Item>
      <Form.Item name="agreed" valuePropName="checked" rules={consentRules}>
        <Checkbox>
          我已阅读并同意
          <Link to={paths.agreementService} target="_blank" rel="noopener">
            《用户服务协议》
          </Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
