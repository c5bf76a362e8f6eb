import type { OcrFields } from '@contract/verification';
import { VERIFICATION_FIELD_CONFLICTS } from '@contract/verification.meta';
import type { HttpErrorInfo } from '@/lib/http';
import { VERIFICATION_CONFLICT_CODE } from '../api';
import type { TextFieldProps } from './form-field';
import type { useOcrDoubts } from './ocr-doubts';
import type { useCheckedForm } from './use-checked-form';
import { OCR_DOUBT_MESSAGE } from './verification-rules';

type Form<K extends string> = ReturnType<typeof useCheckedForm<K>>;
type Doubts<F extends keyof OcrFields> = ReturnType<typeof useOcrDoubts<F>>;

/** A text field of a verification form: its value and message, OCR's doubt of it; typing makes the value the person's. */
export function textFieldProps<K extends string, F extends K & keyof OcrFields>(
  form: Form<K>,
  doubts: Doubts<F>,
  name: F,
  label: string,
  doubtLabel = label,
): Omit<TextFieldProps, 'maxLength' | 'placeholder'> {
  return {
    id: form.idOf(name),
    label,
    value: form.values[name],
    error: form.errors[name],
    ...doubts.doubtOf(name, doubtLabel, (confirmed) => confirmed && form.clear(name, OCR_DOUBT_MESSAGE)),
    onValue: (value: string) => {
      form.set(name, value);
      doubts.edited(name);
    },
    onBlur: () => form.blur(name),
  };
}

/** On submit: every rule, then OCR's unconfirmed doubts; the values when the form may go, else null (messages shown, focus on the first). */
export function checkedValues<K extends string, F extends K & keyof OcrFields>(form: Form<K>, doubts: Doubts<F>): Record<K, string> | null {
  const values = form.validate();
  if (!values) return null;
  const open = doubts.unconfirmed();
  if (open.length) {
    form.fail(Object.fromEntries(open.map((name) => [name, OCR_DOUBT_MESSAGE])) as Partial<Record<K, string>>);
    return null;
  }
  return values;
}

/**
 * A refusal that belongs to one field (another supplier holds this credit code or ID number): that field's name,
 * for the form to show the message on it. Other refusals: null (the caller toasts them).
 */
export function conflictFieldOf(error: unknown): keyof typeof VERIFICATION_FIELD_CONFLICTS | null {
  const info = error as Partial<HttpErrorInfo> | undefined;
  if (info?.code !== VERIFICATION_CONFLICT_CODE) return null;
  const found = (Object.keys(VERIFICATION_FIELD_CONFLICTS) as (keyof typeof VERIFICATION_FIELD_CONFLICTS)[]).find(
    (k) => VERIFICATION_FIELD_CONFLICTS[k] === info.message,
  );
  return found ?? null;
}
