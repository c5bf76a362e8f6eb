import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './data-table.css';

export interface TableCheckProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The name when there is no visible text (a row's box: 「选择 …」). */
  label?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The selection box of the shared table and its cards: a real checkbox drawn as antd's (`.light-check` of
 * styles/light.css; data-table.css adds the indeterminate mark and the 24 px / 44 px target).
 */
export function TableCheck({ checked, indeterminate = false, disabled, onChange, label, className, children }: TableCheckProps) {
  const input = useRef<HTMLInputElement>(null);
  // Only a script can make a native box indeterminate; assistive technology then says "mixed".
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={`light-check table-check${className ? ` ${className}` : ''}`}>
      <input ref={input} type="checkbox" checked={checked} disabled={disabled} aria-label={label} onChange={(event) => onChange(event.target.checked)} />
      <span className="light-check-box" aria-hidden="true" />
      {children !== undefined && <span>{children}</span>}
    </label>
  );
}
