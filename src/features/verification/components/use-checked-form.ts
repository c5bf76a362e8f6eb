import { useId, useState } from 'react';
import { CHECKED_ON_BLUR, checkAll } from './verification-rules';
import type { FieldCheck } from './verification-rules';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A verification form's state: the values (what was typed survives a refused submission), the message under each
 * field, and the ids that tie a field's control to its label so a submit can move the focus to the first one that
 * is wrong. Fields are checked as they change, or on leaving the box for those in CHECKED_ON_BLUR; a field showing
 * a message is checked again as it changes, so the message goes as soon as the value is right.
 */
export function useCheckedForm<K extends string>(rules: Record<K, FieldCheck>, initial?: Partial<Values<K>>) {
  const base = useId();
  const fields = Object.keys(rules) as K[];
  const [values, setValues] = useState<Values<K>>(() => Object.fromEntries(fields.map((k) => [k, initial?.[k] ?? ''])) as Values<K>);
  const [errors, setErrors] = useState<Errors<K>>({});

  const idOf = (k: K) => `${base}-${k}`;
  const show = (found: Errors<K>) => setErrors((current) => ({ ...current, ...found }));
  const check = (k: K, value: string) => show({ [k]: rules[k](value) ?? undefined } as Errors<K>);
  const focusFirst = (found: Errors<K>) => {
    const first = fields.find((k) => found[k]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  /** A value changed (typed, uploaded). */
  const set = (k: K, value: string) => {
    setValues((current) => ({ ...current, [k]: value }));
    if (!CHECKED_ON_BLUR.has(k) || errors[k]) check(k, value);
  };
  /** Several values at once (what OCR read), each checked. */
  const fill = (read: Partial<Values<K>>) => {
    const filled = fields.filter((k) => read[k]);
    if (!filled.length) return;
    setValues((current) => ({ ...current, ...read }));
    show(Object.fromEntries(filled.map((k) => [k, rules[k](read[k]!) ?? undefined])) as Errors<K>);
  };
  const blur = (k: K) => {
    if (CHECKED_ON_BLUR.has(k)) check(k, values[k]);
  };
  /** Messages of the form's own (OCR's doubts): shown, and the focus goes to the first. */
  const fail = (found: Errors<K>) => {
    show(found);
    focusFirst(found);
  };
  const clear = (k: K, message: string) => setErrors((current) => (current[k] === message ? { ...current, [k]: undefined } : current));

  /** On submit: every rule; the values when all hold, else null with the messages shown and the first focused. */
  const validate = (): Values<K> | null => {
    const found = checkAll(rules, values);
    const messages = Object.fromEntries(fields.map((k) => [k, found[k] ?? undefined])) as Errors<K>;
    setErrors(messages);
    if (fields.some((k) => found[k])) {
      focusFirst(messages);
      return null;
    }
    return values;
  };

  return { values, errors, idOf, set, fill, blur, fail, clear, validate };
}
