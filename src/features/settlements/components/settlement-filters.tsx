import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';

export interface SettlementFilterValues {
  from?: string;
  to?: string;
  taskId?: string;
  keyword?: string;
}

export interface TaskOption {
  value: string;
  label: string;
}

interface Props {
  value: SettlementFilterValues;
  taskOptions: TaskOption[];
  onChange: (next: SettlementFilterValues) => void;
}

const DAY = 'YYYY-MM-DD';

/** Period (bills whose period overlaps it), task and keyword (task, company or bill number). */
export function SettlementFilters({ value, taskOptions, onChange }: Props) {
  const period = value.from && value.to ? ([dayjs(value.from), dayjs(value.to)] as const) : null;
  return (
    <Space wrap>
      <DatePicker.RangePicker
        aria-label="结算周期"
        placeholder={['周期开始', '周期结束']}
        value={period ? [period[0], period[1]] : null}
        onChange={(range) =>
          onChange(range && range[0] && range[1] ? { ...value, from: range[0].format(DAY), to: range[1].format(DAY) } : { ...value, from: undefined, to: undefined })
        }
      />
      <Select
        aria-label="任务"
        placeholder="全部任务"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 200 }}
        value={value.taskId}
        options={taskOptions}
        onChange={(taskId?: string) => onChange({ ...value, taskId })}
      />
      <Input.Search
        aria-label="搜索结算单"
        placeholder="任务、企业或结算单号"
        allowClear
        defaultValue={value.keyword}
        maxLength={SETTLEMENT_LIMITS.keyword}
        style={{ width: 240 }}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() || undefined })}
      />
    </Space>
  );
}
