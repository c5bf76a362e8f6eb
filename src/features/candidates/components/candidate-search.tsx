import { useRef, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { ClearButton } from '@/components/light/field';
import { LightIcon } from '@/components/light/icon';
import { SearchOutlined } from '@/components/light/icons/search-outlined';
import '@/components/light/kit.css';

export interface CandidateSearchProps {
  /** Runs with the typed text as it is: Enter, the button, or the × that empties the box. */
  onSearch: (value: string) => void;
  defaultValue?: string;
}

/**
 * 「姓名或手机号」: antd's Input.Search (middle size, a search button joined on the right, allowClear) in the light
 * kit's box (components/light/input.tsx's markup). Not LightInput itself: emptying the box with its × searches at
 * once, as antd's does, while deleting the text by hand does not — LightInput cannot tell the two apart.
 */
export function CandidateSearch({ onSearch, defaultValue = '' }: CandidateSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="candidate-search">
      <span className="light-affix light-kit-affix">
        <input
          ref={input}
          type="search"
          className="light-input"
          aria-label="搜索候选人"
          placeholder="姓名或手机号"
          maxLength={50}
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
      <LightButton className="candidate-search-button" aria-label="搜索" onClick={() => onSearch(value)}>
        <LightIcon icon={SearchOutlined} />
      </LightButton>
    </span>
  );
}
