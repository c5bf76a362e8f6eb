import { useRef, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { ClearButton } from '@/components/light/field';
import { LightIcon } from '@/components/light/icon';
import { SearchOutlined } from '@/components/light/icons/search-outlined';
import '@/components/light/kit.css';
import './orders.css';

export interface SearchBoxProps {
  /** Runs with the typed text as it is: Enter, the button, or clearing the box. */
  onSearch: (value: string) => void;
  defaultValue?: string;
  placeholder?: string;
  ariaLabel: string;
  maxLength?: number;
  /** The whole box's width on a desktop (a phone gives it the row). */
  width: number;
}

/**
 * A keyword box with its search button, drawn like antd's Input.Search (middle size, allowClear): the text stays
 * the user's (the list's keyword comes from the address only on the first render), as antd's defaultValue did.
 */
export function SearchBox({ onSearch, defaultValue = '', placeholder, ariaLabel, maxLength, width }: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="light-search order-search" style={{ width }}>
      <span className="light-affix light-kit-affix">
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
      <LightButton className="order-search-button" aria-label="搜索" onClick={() => onSearch(value)}>
        <LightIcon icon={SearchOutlined} />
      </LightButton>
    </div>
  );
}
