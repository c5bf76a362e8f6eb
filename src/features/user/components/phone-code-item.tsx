import { Form, Input } from 'antd';
import { CODE_LENGTH } from '@contract/login.meta';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { codeRules, noSpaces } from '../rules';

interface Props {
  label: string;
  /** Sends the code; true when it went out (the button then counts down). */
  onSend: () => Promise<boolean>;
  sending: boolean;
  /** Where the button keeps its countdown's deadline (rules.ts). */
  storageKey: string;
}

/** The `code` field of a phone-change step, with the button that sends that phone its code. */
export function PhoneCodeItem({ label, onSend, sending, storageKey }: Props) {
  return (
    <Form.Item label={label} name="code" rules={codeRules} validateFirst normalize={noSpaces}>
      <Input
        maxLength={CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入 6 位验证码"
        suffix={<SendCodeButton onSend={onSend} sending={sending} storageKey={storageKey} />}
      />
    </Form.Item>
  );
}
