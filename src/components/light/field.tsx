import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

/** The × that empties a box (antd's allowClear). */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button type="button" className="light-clear" aria-label={label} onClick={onClear}>
      ×
    </button>
  );
}

export interface LightTextFieldProps {
  label: string;
  name: string;
  value: string;
  /** The message under the box (the first rule the value breaks), if any. */
  error?: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  placeholder?: string;
  /** Offers a clear button while the box holds something; its accessible name. */
  clearLabel?: string;
  /** Beside the text, inside the box (a send-code button). */
  suffix?: ReactNode;
}

/**
 * A labelled text box (large) with its message slot under it, drawn like an antd Form.Item with Input: the label
 * names the input, the message is tied to it (aria-describedby) and announced (role alert), aria-invalid follows it.
 */
export function LightTextField({
  label,
  name,
  value,
  error,
  onValue,
  inputRef,
  maxLength,
  inputMode,
  autoComplete,
  placeholder,
  clearLabel,
  suffix,
}: LightTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // Emptied by the button, the box keeps the focus (the button goes away with the text).
  const onClear = () => {
    onValue('');
    document.getElementById(id)?.focus();
  };
  const clear = clearLabel && value ? <ClearButton label={clearLabel} onClear={onClear} /> : null;
  return (
    <div className={`light-field${error ? ' light-field-invalid' : ''}`}>
      <label className="light-field-label" htmlFor={id}>
        {label}
      </label>
      <span className="light-affix light-affix-lg">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="light-input"
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {(clear || suffix) && (
          <span className="light-affix-suffix">
            {clear}
            {suffix}
          </span>
        )}
      </span>
      <div className="light-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
