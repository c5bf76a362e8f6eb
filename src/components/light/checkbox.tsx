import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './kit.css';

export interface LightCheckboxProps {
  checked: boolean;
  /** Some but not all (a "select all" box): drawn as a dash, announced as mixed. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The label beside the box (its accessible name). */
  children?: ReactNode;
  /** The name when there is no visible label (a table row's box). */
  'aria-label'?: string;
  className?: string;
}

/**
 * antd's Checkbox around a real checkbox input (styles/light-*.css .light-check): Space toggles it, the label text
 * toggles it, the whole label (at least 24×24 px) takes the tap.
 */
export function LightCheckbox({
  checked,
  indeterminate,
  onChange,
  disabled,
  children,
  'aria-label': label,
  className,
}: LightCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return (
    <label className={`light-check light-kit-check${disabled ? ' light-kit-check-disabled' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={input}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="light-check-box" aria-hidden="true" />
      {children !== undefined && children !== null && <span className="light-kit-check-label">{children}</span>}
    </label>
  );
}
