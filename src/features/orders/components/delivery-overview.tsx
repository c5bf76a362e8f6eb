import { useState, type CSSProperties } from 'react';
import type { StatisticsGranularity } from '@contract/orders.meta';
import { LightCard, LightStatistic } from '@/components/light/card';
import { RadioButtons } from '@/components/light/radio-buttons';
import { LightSkeletonText } from '@/components/light/skeleton';
import { BarChart } from '@/components/ui/bar-chart';
import { fenToYuanFixed } from '@/lib/money';
import { useDonateStatisticsQuery, useMyCommissionQuery } from '../api';
import { QueryError } from '@/components/ui/query-state';

const SERIES = [
  { key: 'submitted', label: '已推荐', color: '#1677ff' },
  { key: 'interviewed', label: '已面试', color: '#13c2c2' },
  { key: 'hired', label: '已入职', color: '#52c41a' },
];
const GRANULARITIES: { value: StatisticsGranularity; label: string }[] = [
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
];

/** My commission: earned (paid bills) and pending (unpaid bills, hires not yet billed), yuan with two decimals from integer fen. */
export function CommissionCards() {
  const { data, isLoading, isError, refetch } = useMyCommissionQuery();
  if (!isLoading && (isError || !data)) return <QueryError text="佣金加载失败" onRetry={refetch} />;
  // While loading: the same two cards with grey bars for the figures, so nothing moves when they come.
  const n = (v: number | undefined) => (v === undefined ? <LightSkeletonText width="1em" /> : v);
  return (
    <div className="light-grid light-grid-md" aria-busy={data ? undefined : true}>
      <LightCard>
        <LightStatistic
          title={<>已获佣金（已付款账单 {n(data?.paidBillCount)} 张）</>}
          value={data ? fenToYuanFixed(data.earnedFen) : <LightSkeletonText width="3em" />}
          prefix="¥"
        />
      </LightCard>
      <LightCard>
        <LightStatistic
          title={
            <>
              待结佣金（未付账单 {n(data?.unpaidBillCount)} 张，入职待出账 {n(data?.unbilledHiredCount)} 人）
            </>
          }
          value={data ? fenToYuanFixed(data.pendingFen) : <LightSkeletonText width="3em" />}
          prefix="¥"
        />
      </LightCard>
    </div>
  );
}

/** Submitted, interviewed and hired per day, week or month, as a small chart with the totals. */
export function DeliveryStatistics() {
  const [granularity, setGranularity] = useState<StatisticsGranularity>('day');
  const { data, isLoading, isFetching, isError, refetch } = useDonateStatisticsQuery({ granularity });
  let body;
  if (isLoading || (isFetching && data?.granularity !== granularity)) body = <DeliverySkeleton />;
  else if (isError || !data) body = <QueryError text="统计加载失败" onRetry={refetch} />;
  else {
    const labels = data.buckets.map((b) => b.period);
    const values = Object.fromEntries(
      SERIES.map((s) => [s.key, data.buckets.map((b) => b[s.key as 'submitted' | 'interviewed' | 'hired'])]),
    );
    body = (
      <>
        <div className="light-grid" style={{ '--light-grid-columns': 3, marginBottom: 12 } as CSSProperties}>
          {SERIES.map((s) => (
            <LightStatistic key={s.key} title={s.label} value={data.totals[s.key as 'submitted' | 'interviewed' | 'hired']} suffix="人" />
          ))}
        </div>
        <BarChart title="推荐、面试、入职人数" labels={labels} series={SERIES} values={values} />
      </>
    );
  }
  return (
    <LightCard
      title="交付统计"
      extra={<RadioButtons label="统计周期" options={GRANULARITIES} value={granularity} onChange={setGranularity} />}
    >
      {body}
    </LightCard>
  );
}

/** The statistics' loading state at their loaded size: the three captions over grey figures, a grey block for the chart. */
function DeliverySkeleton() {
  return (
    <div aria-busy="true">
      <div className="light-grid" style={{ '--light-grid-columns': 3, marginBottom: 12 } as CSSProperties}>
        {SERIES.map((s) => (
          <LightStatistic key={s.key} title={s.label} value={<LightSkeletonText width="1.5em" />} suffix="人" />
        ))}
      </div>
      <div className="bar-chart-skeleton light-skeleton-title" aria-hidden="true" />
    </div>
  );
}
