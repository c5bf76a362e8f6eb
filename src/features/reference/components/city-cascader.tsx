import { useState } from 'react';
import { Cascader } from 'antd';
import type { AutoOpenProps } from '@/components/ui/lazy-picker';
import { useCityOptions } from '../hooks';

export interface CityCascaderProps extends AutoOpenProps {
  /** Province, city and district codes, as far as picked. */
  value: string[];
  onChange: (codes: string[]) => void;
  /** For other uses than the task filter (a company address). */
  ariaLabel?: string;
  placeholder?: string;
}

// Typing a name matches any level ("南山" finds 广东省 / 深圳市 / 南山区).
const search = {
  filter: (input: string, path: { label?: unknown }[]) => path.some((option) => String(option.label ?? '').includes(input.trim())),
  limit: 50,
};

/** Three-level city picker; any level may be the last one picked (`autoOpen`: open and focused from the start). */
export function CityCascader({ value, onChange, ariaLabel = '工作城市', placeholder = '全国', autoOpen = false }: CityCascaderProps) {
  const { options, isLoading } = useCityOptions();
  const [open, setOpen] = useState(autoOpen);
  return (
    <Cascader
      open={open}
      onOpenChange={setOpen}
      autoFocus={autoOpen}
      className="city-cascader"
      aria-label={ariaLabel}
      options={options}
      value={value.length ? value : undefined}
      onChange={(codes) => onChange(((codes ?? []) as string[]).filter(Boolean))}
      changeOnSelect
      allowClear
      showSearch={search}
      loading={isLoading}
      placeholder={placeholder}
      notFoundContent={isLoading ? '城市加载中…' : '没有匹配的城市'}
    />
  );
}
