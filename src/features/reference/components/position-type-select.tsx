import { TreeSelect } from 'antd';
import { usePositionTypes } from '../hooks';

export interface PositionTypeSelectProps {
  value?: string;
  onChange: (positionTypeId: string | undefined) => void;
}

const fieldNames = { label: 'name', value: 'id', children: 'children' };

/** Position types from the all-jobs list (cached 1 h); a group selects every type in it. */
export function PositionTypeSelect({ value, onChange }: PositionTypeSelectProps) {
  const { positions, isLoading } = usePositionTypes();
  return (
    <TreeSelect
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
