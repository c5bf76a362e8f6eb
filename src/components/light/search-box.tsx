import { useState } from 'react';
import { LightButton } from './button';
import { LightIcon } from './icon';
import { SearchOutlined } from './icons/search-outlined';
import { SearchText } from './search-input';
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
 * LightInput cannot tell apart): search-input.tsx's SearchText, shared with the large LightSearch (a 搜索 text button).
 */
export function LightSearchBox({ onSearch, defaultValue = '', placeholder, ariaLabel, maxLength, width }: LightSearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  return (
    <div className="light-search light-search-box" style={{ width }}>
      <SearchText
        value={value}
        onChange={setValue}
        onSearch={onSearch}
        placeholder={placeholder}
        ariaLabel={ariaLabel}
        maxLength={maxLength}
        affixClassName="light-affix light-kit-affix"
      />
      <LightButton className="light-search-box-button" aria-label="搜索" onClick={() => onSearch(value)}>
        <LightIcon icon={SearchOutlined} />
      </LightButton>
    </div>
  );
}
