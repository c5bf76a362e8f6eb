import { Cascader } from 'antd';
import { useCityOptions } from '../hooks';

export interface CityCascaderProps {
  /** Province, city and district codes, as far as picked. */
  value: string[];
  onChange: (codes: string[]) => void;
}

// Typing a name matches any level ("南山" finds 广东省 / 深圳市 / 南山区).
const search = {
  filter: (input: string, path: { label?: unknown }[]) => path.some((option) => String(option.label ?? '').includes(input.trim())),
  limit: 50,
};

/** Three-level city picker; any level may be the last one picked. */
export function CityCascader({ value, onChange }: CityCascaderProps) {
  const { options, isLoading } = useCityOptions();
  return (
    <Cascader
      className="city-cascader"
      aria-label="工作城市"
      options={options}
      value={value.length ? value : undefined}
      onChange={(codes) => onChange(((codes ?? []) as string[]).filter(Boolean))}
      changeOnSelect
      allowClear
      showSearch={search}
      loading={isLoading}
      placeholder="全国"
      notFoundContent={isLoading ? '城市加载中…' : '没有匹配的城市'}
    />
  );
}
