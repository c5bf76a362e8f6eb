import { useRef } from 'react';
import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { ClearButton } from './field';
import './kit.css';

/** The native input's own props (name, id, aria-*, onBlur, inputMode, maxLength…), passed on to it as they are. */
type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'prefix' | 'type' | 'className' | 'style' | 'size'
>;

export interface LightInputProps extends NativeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A × that empties the box while it holds something. */
  allowClear?: boolean;
  /** Inside the box, before the text (an icon). */
  prefix?: ReactNode;
  /** Enter pressed (not while an input method is composing). */
  onPressEnter?: () => void;
  type?: 'text' | 'search' | 'tel' | 'email' | 'number' | 'password' | 'url';
  /** On the box around the input (its border), as antd's Input puts them. */
  className?: string;
  style?: CSSProperties;
}

/**
 * antd's Input (middle size) with its prefix and allowClear, around a native input (styles/light-*.css .light-affix);
 * every other prop (onBlur, aria-invalid, aria-describedby…) goes to the input itself.
 */
export function LightInput({
  value,
  onChange,
  allowClear,
  prefix,
  onPressEnter,
  onKeyDown,
  disabled,
  type = 'text',
  className,
  style,
  ...native
}: LightInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = allowClear && value && !disabled;
  return (
    <span
      className={`light-affix light-kit-affix${disabled ? ' light-kit-affix-disabled' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {prefix && <span className="light-kit-prefix">{prefix}</span>}
      <input
        {...native}
        ref={input}
        type={type}
        className="light-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onPressEnter?.();
        }}
      />
      {clear && (
        <span className="light-affix-suffix">
          <ClearButton
            label="清除"
            onClear={() => {
              onChange('');
              input.current?.focus();
            }}
          />
        </span>
      )}
    </span>
  );
}
