import { Button } from 'antd';
import { usePersistentCountdown } from '../use-countdown';

export const SEND_CODE_COOLDOWN_S = 60;
export const SEND_CODE_DEADLINE_KEY = 'login:sendCodeDeadline';

export interface SendCodeButtonProps {
  /** Validates the phone and asks the gateway for a code; resolves true when a code was sent. */
  onSend: () => Promise<boolean>;
  sending: boolean;
}

export function SendCodeButton({ onSend, sending }: SendCodeButtonProps) {
  const { remaining, start } = usePersistentCountdown(SEND_CODE_DEADLINE_KEY, SEND_CODE_COOLDOWN_S);
  const send = async () => {
    if (await onSend()) start();
  };
  return (
    <Button type="link" size="small" className="send-code-button" disabled={remaining > 0} loading={sending} onClick={send}>
      {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
