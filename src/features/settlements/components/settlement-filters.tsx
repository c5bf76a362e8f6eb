import { useRef, useState } from 'react';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';
import { LightDateRange } from '@/components/light/date-range';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { LightSpace } from '@/components/light/space';

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

type Period = [string | undefined, string | undefined];
const keyOf = ([from, to]: Period) => `${from ?? ''}|${to ?? ''}`;

/**
 * The period as typed: it filters once both days are there (the address holds whole periods only), while a half
 * period stays in the boxes; a period from the address (back from a bill) replaces what is typed.
 */
function usePeriod(from: string | undefined, to: string | undefined, commit: (period: Period) => void) {
  const [draft, setDraft] = useState<Period>([from, to]);
  const sent = useRef(keyOf([from, to]));
  const [seen, setSeen] = useState(keyOf([from, to]));
  const incoming = keyOf([from, to]);
  if (incoming !== seen) {
    setSeen(incoming);
    if (incoming !== sent.current) setDraft([from, to]);
  }
  const change = (next: Period) => {
    setDraft(next);
    const whole: Period = next[0] && next[1] ? next : [undefined, undefined];
    if (keyOf(whole) !== incoming) {
      sent.current = keyOf(whole);
      commit(whole);
    }
  };
  return [draft, change] as const;
}

/** Period (bills whose period overlaps it), task and keyword (task, company or bill number). */
export function SettlementFilters({ value, taskOptions, onChange }: Props) {
  const [period, setPeriod] = usePeriod(value.from, value.to, ([from, to]) => onChange({ ...value, from, to }));
  return (
    <LightSpace wrap>
      <LightDateRange value={period} onChange={setPeriod} labels={['周期开始', '周期结束']} />
      <LightSelect<string>
        aria-label="任务"
        placeholder="全部任务"
        allowClear
        style={{ width: 200 }}
        value={value.taskId}
        options={taskOptions}
        onChange={(taskId) => onChange({ ...value, taskId })}
      />
      <LightSearchBox
        ariaLabel="搜索结算单"
        placeholder="任务、企业或结算单号"
        defaultValue={value.keyword}
        maxLength={SETTLEMENT_LIMITS.keyword}
        width={240}
        onSearch={(text) => onChange({ ...value, keyword: text.trim() || undefined })}
      />
    </LightSpace>
  );
}
