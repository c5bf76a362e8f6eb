import type { ReactNode } from 'react';
import { LightInput } from '@/components/light/input';

interface FieldFrameProps {
  /** The control's id: the label names it, a submit focuses it when it is wrong. */
  id: string;
  label: string;
  /** The label names the control (a text box), or only titles the group (an upload: its button has its own name). */
  labelFor: boolean;
  error?: string;
  /** OCR was not sure of the value and it is not yet confirmed: drawn as antd's warning status. */
  warning?: boolean;
  /** Under the control, above the message (the OCR doubt and its confirmation). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A form field as antd's vertical Form.Item draws it: label (required mark), control, extra, the rule's message. */
function FieldFrame({ id, label, labelFor, error, warning, extra, children }: FieldFrameProps) {
  const status = error ? ' light-field-invalid' : warning ? ' verification-field-warning' : '';
  return (
    <div className={`light-field verification-field${status}`}>
      {labelFor ? (
        <label className="light-field-label verification-field-label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <div className="light-field-label verification-field-label" id={`${id}-label`}>
          {label}
        </div>
      )}
      {children}
      {extra}
      <div className="light-field-error verification-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  warning?: boolean;
  extra?: ReactNode;
  maxLength?: number;
  placeholder?: string;
  onValue: (value: string) => void;
  onBlur: () => void;
}

/** A required text field of the verification forms (antd's middle-size Input). */
export function TextField({ id, label, value, error, warning, extra, maxLength, placeholder, onValue, onBlur }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} labelFor error={error} warning={warning} extra={extra}>
      <LightInput
        id={id}
        name={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onValue}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** A required photo: the label over the upload control (which puts `id` on its button), its message under it. */
export function UploadField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} labelFor={false} error={error}>
      {children}
    </FieldFrame>
  );
}
