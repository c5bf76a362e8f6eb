import type { CSSProperties } from 'react';
import { Glyph } from './glyph';
import { DownOutlined } from './icons/down-outlined';
import './kit.css';

export interface LightSelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface LightSelectProps<V extends string> {
  value?: V;
  onChange: (value: V | undefined) => void;
  options: readonly LightSelectOption<V>[];
  /** What the empty first option says (shown while nothing is chosen). */
  placeholder?: string;
  /** The empty first option can be picked: it clears the choice. */
  allowClear?: boolean;
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * A native `<select>` drawn as antd's Select (styles/light-*.css .light-select, components/light/kit.css): keyboard,
 * screen readers and a phone's own picker work as usual. An empty first option shows the placeholder; with
 * allowClear picking it clears the value, without it the option only shows while nothing is chosen.
 */
export function LightSelect<V extends string>({
  value,
  onChange,
  options,
  placeholder,
  allowClear,
  'aria-label': label,
  id,
  disabled,
  style,
  className,
}: LightSelectProps<V>) {
  const empty = value === undefined || value === '';
  const showEmpty = allowClear || empty;
  return (
    <span className={`light-select-wrap${disabled ? ' light-select-wrap-disabled' : ''}${className ? ` ${className}` : ''}`} style={style}>
      <select
        id={id}
        className={`light-select light-select-native${empty ? ' light-select-placeholder' : ''}`}
        aria-label={label}
        value={empty ? '' : value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as V))}
      >
        {showEmpty && (
          <option value="" disabled={!allowClear}>
            {placeholder ?? (allowClear ? '全部' : '请选择')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Glyph icon={DownOutlined} className="light-select-arrow light-select-native-arrow" />
    </span>
  );
}
