import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LightCard } from '@/components/light/card';
import { paths } from '@/config/paths';
import { sessionCleared } from '@/lib/state/global-slice';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { useApp } from '@/components/ui/app-feedback';
import { NewPhoneStep } from './new-phone-step';
import { OldPhoneStep } from './old-phone-step';
import '@/styles/phone-change.css';
import { maskMobile } from '@contract/id-number';

const STEPS = ['验证原手机号', '绑定新手机号'];

/** antd's small Steps in plain markup: a numbered list, the current step marked for screen readers. */
function PhoneSteps({ current }: { current: number }) {
  return (
    <ol className="phone-steps" aria-label="更换手机号步骤">
      {STEPS.map((title, i) => {
        const state = i < current ? 'finish' : i === current ? 'process' : 'wait';
        return (
          <li key={title} className={`phone-step phone-step-${state}`} aria-current={i === current ? 'step' : undefined}>
            <span className="phone-step-icon" aria-hidden="true">
              {state === 'finish' ? '✓' : i + 1}
            </span>
            <span className="phone-step-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * 账号安全 → 更换手机号: prove the old phone, then the new one. The change ends every session (the gateway
 * answers E000021 from then on), so the SPA drops its own at once and asks for a login with the new phone. Drawn
 * light (components/light): the confirmation and the toasts come through useApp() on use.
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
    modal.success({ title: '手机号已更换', content: `请使用新手机号 ${maskMobile(newPhone)} 重新登录。`, okText: '知道了' });
  };

  return (
    <LightCard title="更换手机号" className="phone-change">
      <PhoneSteps current={stepToken ? 1 : 0} />
      {stepToken ? (
        <NewPhoneStep stepToken={stepToken} onStepLost={() => setStepToken(null)} onChanged={changed} />
      ) : (
        <OldPhoneStep currentPhone={currentPhone} onProven={setStepToken} />
      )}
    </LightCard>
  );
}
