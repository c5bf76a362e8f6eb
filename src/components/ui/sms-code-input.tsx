import type { Ref } from 'react';
import { CODE_LENGTH } from '@contract/login.meta';
import { LightTextField } from '@/components/light/field';
import { checkCode, noSpaces } from '@/lib/field-rules';
import { SendCodeButton } from './send-code-button';

interface Props {
  label: string;
  value: string;
  error?: string;
  /** The typed code (spaces dropped) and its message once one shows. */
  onValue: (value: string, error: string | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Sends the code; true when it went out (the button then counts down). */
  onSend: () => Promise<boolean>;
  sending: boolean;
  /** Where the button keeps its countdown's deadline (localStorage). */
  storageKey: string;
}

/** The `code` field of a light form (login, phone change), with the button that sends the code and counts down. */
export function SmsCodeInput({ label, value, error, onValue, inputRef, onSend, sending, storageKey }: Props) {
  return (
    <LightTextField
      label={label}
      name="code"
      value={value}
      error={error}
      inputRef={inputRef}
      maxLength={CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入 6 位验证码"
      suffix={<SendCodeButton onSend={onSend} sending={sending} storageKey={storageKey} />}
      onValue={(typed) => {
        const code = noSpaces(typed);
        onValue(code, checkCode(code));
      }}
    />
  );
}
