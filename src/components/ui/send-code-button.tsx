import { LightButton } from '@/components/light/button';
import { usePersistentCountdown } from '@/lib/use-countdown';

export const SEND_CODE_COOLDOWN_S = 60;

export interface SendCodeButtonProps {
  /** Validates what it needs and asks the gateway for a code; resolves true when a code was sent. */
  onSend: () => Promise<boolean>;
  sending: boolean;
  /** Where the countdown's deadline is kept (localStorage), so a reload keeps the button disabled. */
  storageKey: string;
  cooldownSeconds?: number;
  disabled?: boolean;
  /** The button's word before a code was sent (获取验证码). */
  label?: string;
}

/**
 * 获取验证码 / N 秒后重新获取: the send-code button of every code form (login, phone change, confirmations). A light
 * button: it sits in the login page, which loads no antd, as well as in antd's forms.
 */
export function SendCodeButton({
  onSend,
  sending,
  storageKey,
  cooldownSeconds = SEND_CODE_COOLDOWN_S,
  disabled,
  label = '获取验证码',
}: SendCodeButtonProps) {
  const { remaining, start } = usePersistentCountdown(storageKey, cooldownSeconds);
  const send = async () => {
    if (await onSend()) start();
  };
  return (
    <LightButton
      variant="link"
      size="small"
      className="send-code-button"
      disabled={disabled || remaining > 0}
      loading={sending}
      onClick={send}
    >
      {remaining > 0 ? `${remaining} 秒后重新获取` : label}
    </LightButton>
  );
}
