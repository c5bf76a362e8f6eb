import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { nameProblem, USER_NAME_MAX } from '@contract/user.meta';
import { LightButton } from '@/components/light/button';
import { LightTextField } from '@/components/light/field';
import { supplierInfoSet } from '@/lib/state/global-slice';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { useUpdateNameMutation } from '../api';
import '@/styles/name-form.css';

/**
 * The person's name (trimmed, 1–20 characters, no control characters): checked as typed with the server's own
 * rule (contract/user.meta.ts), saved by update_name, then shown in the header and everywhere else at once.
 */
export function NameForm({
  initial,
  submitLabel,
  onDone,
  extra,
}: {
  initial: string;
  submitLabel: string;
  onDone: () => void;
  extra?: ReactNode;
}) {
  const dispatch = useSharedDispatch();
  const account = useSharedSelector((s) => s.global.turingAccountInfo);
  const [save, { isLoading }] = useUpdateNameMutation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      const { userName } = await save({ name: name.trim() }).unwrap();
      if (account) dispatch(supplierInfoSet({ ...account, userName }));
      onDone();
    } catch {
      // The http layer has said why (a toast); the form keeps what was typed.
    }
  };

  return (
    <form name="user-name" className="name-form" noValidate onSubmit={submit}>
      <LightTextField
        label="姓名"
        name="name"
        value={name}
        error={error ?? undefined}
        inputRef={input}
        maxLength={USER_NAME_MAX + 10}
        autoComplete="name"
        placeholder="请输入您的真实姓名"
        onValue={(typed) => {
          setName(typed);
          if (error) setError(nameProblem(typed));
        }}
      />
      <div className="name-form-actions">
        {extra}
        <LightButton variant="primary" htmlType="submit" loading={isLoading}>
          {submitLabel}
        </LightButton>
      </div>
    </form>
  );
}
