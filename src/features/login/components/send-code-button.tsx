import { SendCodeButton as CountdownButton } from '@/components/ui/send-code-button';

export { SEND_CODE_COOLDOWN_S } from '@/components/ui/send-code-button';
export const SEND_CODE_DEADLINE_KEY = 'login:sendCodeDeadline';

export interface SendCodeButtonProps {
  /** Validates the phone and asks the gateway for a code; resolves true when a code was sent. */
  onSend: () => Promise<boolean>;
  sending: boolean;
}

/** The login form's button: the shared countdown button with the login's own deadline. */
export function SendCodeButton(props: SendCodeButtonProps) {
  return <CountdownButton storageKey={SEND_CODE_DEADLINE_KEY} {...props} />;
}
