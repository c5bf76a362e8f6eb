import { useState } from 'react';
import { Card, Steps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { sessionCleared } from '@/lib/state/global-slice';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { maskPhone } from '../rules';
import { NewPhoneStep } from './new-phone-step';
import { OldPhoneStep } from './old-phone-step';
import { useApp } from '@/components/ui/app-feedback';

/**
 * 账号安全 → 更换手机号: prove the old phone, then the new one. The change ends every session (the gateway
 * answers E000021 from then on), so the SPA drops its own at once and asks for a login with the new phone.
 */
export function PhoneChange() {
  const [stepToken, setStepToken] = useState<string | null>(null);
  const currentPhone = useSharedSelector((state) => state.global.turingAccountInfo?.phone ?? '');
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const { modal } = useApp();

  const changed = async (newPhone: string) => {
    await navigate(paths.login, { replace: true, flushSync: true });
    dispatch(sessionCleared());
    modal.success({ title: '手机号已更换', content: `请使用新手机号 ${maskPhone(newPhone)} 重新登录。`, okText: '知道了' });
  };

  return (
    <Card title="更换手机号" className="phone-change">
      <Steps size="small" current={stepToken ? 1 : 0} items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]} style={{ marginBottom: 24, maxWidth: 480 }} />
      {stepToken ? (
        <NewPhoneStep stepToken={stepToken} onStepLost={() => setStepToken(null)} onChanged={changed} />
      ) : (
        <OldPhoneStep currentPhone={currentPhone} onProven={setStepToken} />
      )}
    </Card>
  );
}
