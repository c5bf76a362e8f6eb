import { useState } from 'react';
import { TreeSelect } from 'antd';
import type { AutoOpenProps } from '@/components/ui/lazy-picker';
import { usePositionTypes } from '../hooks';

export interface PositionTypeSelectProps extends AutoOpenProps {
  value?: string;
  onChange: (positionTypeId: string | undefined) => void;
}

const fieldNames = { label: 'name', value: 'id', children: 'children' };

/** Position types from the all-jobs list (cached 1 h); a group selects every type in it. */
export function PositionTypeSelect({ value, onChange, autoOpen = false }: PositionTypeSelectProps) {
  const { positions, isLoading } = usePositionTypes();
  const [open, setOpen] = useState(autoOpen);
  return (
    <TreeSelect
      open={open}
      onOpenChange={setOpen}
      autoFocus={autoOpen}
      className="position-type-select"
      aria-label="职位类型"
      treeData={positions}
      fieldNames={fieldNames}
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      allowClear
      showSearch
      treeNodeFilterProp="name"
      loading={isLoading}
      placeholder="全部职位"
      notFoundContent={isLoading ? '职位加载中…' : '没有匹配的职位'}
      popupMatchSelectWidth={240}
    />
  );
}
