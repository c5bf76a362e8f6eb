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

interface SearchTextProps extends Pick<LightSearchProps, 'onSearch' | 'placeholder' | 'ariaLabel' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  /** The affix box's classes (its size). */
  affixClassName: string;
}

/**
 * The text part of a search box (LightSearch, LightSearchBox): Enter searches (not while an IME composes), and the ×
 * empties the box, searches at once and puts the focus back; deleting the text by hand does not search.
 */
export function SearchText({ value, onChange, onSearch, placeholder, ariaLabel, maxLength, affixClassName }: SearchTextProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={affixClassName}>
      <input
        ref={input}
        type="search"
        className="light-input"
        aria-label={ariaLabel}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(value);
        }}
      />
      {value && (
        <span className="light-affix-suffix">
          <ClearButton
            label="清除搜索"
            onClear={() => {
              onChange('');
              onSearch('');
              input.current?.focus();
            }}
          />
        </span>
      )}
    </span>
  );
}

/** A search box with its button and a clear control, drawn like antd's Input.Search (large, enterButton). */
export function LightSearch({
  onSearch,
  defaultValue = '',
  placeholder,
  ariaLabel,
  maxLength,
  buttonText = '搜索',
  className,
}: LightSearchProps) {
  const [value, setValue] = useState(defaultValue);
  return (
    <div className={`light-search${className ? ` ${className}` : ''}`} role="search">
      <SearchText
        value={value}
        onChange={setValue}
        onSearch={onSearch}
        placeholder={placeholder}
        ariaLabel={ariaLabel}
        maxLength={maxLength}
        affixClassName="light-affix light-affix-lg"
      />
      <LightButton variant="primary" size="large" onClick={() => onSearch(value)}>
        {buttonText}
      </LightButton>
    </div>
  );
}
