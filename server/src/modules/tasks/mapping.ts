import type { SqlBool } from 'kysely';
import type { TaskDetail, TaskSummary } from '@contract/tasks';
import { isoTime } from '../../lib/time';
import type { findTaskDetail } from './repo';
import type { TaskSummaryRow } from './search-repo';
import type { TaskLabels } from './labels';
import { taskStatusName } from './status';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findTaskDetail>>> & { ordered: boolean };

/** A task row as the contract's task card, with names and labels from the reference data. */
export function toSummary(row: Omit<TaskSummaryRow, 'collected'> & { collected?: SqlBool }, l: TaskLabels): TaskSummary {
  return {
    taskId: String(row.id),
    title: row.title,
    companyName: row.company_name,
    provinceCode: row.province_code,
    provinceName: l.regionName(row.province_code),
    cityCode: row.city_code,
    cityName: l.regionName(row.city_code),
    districtCode: row.district_code,
    districtName: row.district_code === null ? null : l.regionName(row.district_code),
    positionTypeId: String(row.position_type_id),
    positionTypeName: l.positionName(row.position_type_id),
    settlementType: row.settlement_type,
    settlementTypeLabel: l.settlementLabel(row.settlement_type),
    rewardAmount: row.reward_amount,
    rewardUnit: row.reward_unit,
    rewardUnitLabel: l.rewardUnitLabel(row.reward_unit),
    features: row.features.map((code) => ({ code, label: l.featureLabel(code) })),
    personNumber: row.person_number,
    takenCount: row.taken_count,
    publishTime: isoTime(row.publish_time),
    collected: Boolean(row.collected),
  };
}

function ageRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}-${max} 周岁`;
  if (min !== null) return `${min} 周岁以上`;
  if (max !== null) return `${max} 周岁以下`;
  return '不限';
}

export function toDetail(row: DetailRow, l: TaskLabels): TaskDetail {
  return {
    ...toSummary(row, l),
    status: taskStatusName(row.status),
    description: row.description,
    requirements: row.requirements,
    workAddress: row.address,
    workTime: row.work_time,
    ageRange: ageRange(row.age_min, row.age_max),
    ordered: Boolean(row.ordered),
    complained: Boolean(row.complained),
  };
}
