import type { Ref } from 'react';
import { PHONE_LENGTH } from '@contract/login.meta';
import { LightTextField } from '@/components/light/field';
import { checkPhone, noSpaces } from '@/lib/field-rules';

interface Props {
  value: string;
  error?: string;
  /** The typed number (spaces dropped) and the first rule it breaks (null when valid). */
  onValue: (value: string, error: string | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The × that empties the box, by its accessible name. */
  clearLabel?: string;
}

/** The `phone` field of a light login form (the supplier's and the staff console's): 11 digits, checked as typed. */
export function PhoneInput({ value, error, onValue, inputRef, clearLabel }: Props) {
  return (
    <LightTextField
      label="手机号"
      name="phone"
      value={value}
      error={error}
      inputRef={inputRef}
      maxLength={PHONE_LENGTH}
      inputMode="numeric"
      autoComplete="tel"
      placeholder="请输入手机号"
      clearLabel={clearLabel}
      onValue={(typed) => {
        const phone = noSpaces(typed);
        onValue(phone, checkPhone(phone));
      }}
    />
  );
}
