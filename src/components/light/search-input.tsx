import { useRef, useState } from 'react';
import { LightButton } from './button';
import { ClearButton } from './field';

export interface LightSearchProps {
  /** The search runs with the typed text as it is (Enter, the button, or clearing the box). */
  onSearch: (value: string) => void;
  defaultValue?: string;
  placeholder?: string;
  ariaLabel: string;
  maxLength?: number;
  buttonText?: string;
  className?: string;
}

/** A search box with its button and a clear control, drawn like antd's Input.Search (large, enterButton). */
export function LightSearch({ onSearch, defaultValue = '', placeholder, ariaLabel, maxLength, buttonText = '搜索', className }: LightSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={`light-search${className ? ` ${className}` : ''}`} role="search">
      <span className="light-affix light-affix-lg">
        <input
          ref={input}
          type="search"
          className="light-input"
          aria-label={ariaLabel}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(value);
          }}
        />
        {value && (
          <span className="light-affix-suffix">
            <ClearButton
              label="清除搜索"
              onClear={() => {
                setValue('');
                onSearch('');
                input.current?.focus();
              }}
            />
          </span>
        )}
      </span>
      <LightButton variant="primary" size="large" onClick={() => onSearch(value)}>
        {buttonText}
      </LightButton>
    </div>
  );
}
