import { useRef, useState } from 'react';
import { LightButton } from './button';
import { ClearButton } from './field';
import { LightIcon } from './icon';
import { SearchOutlined } from './icons/search-outlined';
import './kit.css';

export interface LightSearchBoxProps {
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
 * A list's keyword box with its search button, drawn like antd's Input.Search (middle size, allowClear): the text
 * stays the user's (the list's keyword comes from the address only on the first render), as antd's defaultValue
 * did. Emptying it with its × searches at once, as antd's does, while deleting the text by hand does not (which
 * LightInput cannot tell apart). components/light/search-input.tsx is the large one with a 搜索 text button.
 */
export function LightSearchBox({ onSearch, defaultValue = '', placeholder, ariaLabel, maxLength, width }: LightSearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="light-search light-search-box" style={{ width }}>
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
      <LightButton className="light-search-box-button" aria-label="搜索" onClick={() => onSearch(value)}>
        <LightIcon icon={SearchOutlined} />
      </LightButton>
    </div>
  );
}
