import { useState } from 'react';
import { Select } from 'antd';
import type { AutoOpenProps } from '@/components/ui/lazy-picker';

export interface RemindMultiSelectProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: { value: string; label: string }[];
  loading: boolean;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
}

/** 任务提醒's cities or position types: antd's searchable multiple Select, loaded on intent (./remind-pickers). */
export function RemindMultiSelect({
  id,
  value,
  onChange,
  options,
  loading,
  placeholder,
  invalid,
  describedBy,
  autoOpen = false,
}: RemindMultiSelectProps & AutoOpenProps) {
  const [open, setOpen] = useState(autoOpen);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      open={open}
      onOpenChange={setOpen}
      autoFocus={autoOpen}
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder={placeholder}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      style={{ width: '100%' }}
    />
  );
}
