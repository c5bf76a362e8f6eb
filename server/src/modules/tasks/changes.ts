import { yuanText } from '../../lib/money';
import type { TaskLabels } from './labels';
import type { PlatformTaskRow } from './platform-repo';

/** One change of a task a supplier sees on 找工作: the contract's field names with the raw values, and the sentence. */
export interface TaskChange {
  /** The fields as the console's form names them (platformTaskFields). */
  fields: Record<string, { from: unknown; to: unknown }>;
  text: string;
}

type Row = PlatformTaskRow;

const ageText = (min: number | null, max: number | null) => {
  if (min !== null && max !== null) return `${min}-${max} 周岁`;
  if (min !== null) return `${min} 周岁以上`;
  return max !== null ? `${max} 周岁以下` : '不限';
};

/** Tags in another order are the same tags. */
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * What an edit changed of what suppliers see (the card and the detail of 找工作), each as a short Chinese clause;
 * the adviser's contact is not shown to them, and a headcount the edit left alone is not a change even when the
 * task became full. Empty when nothing they see changed.
 */
export function taskChanges(before: Row, after: Row, l: TaskLabels): TaskChange[] {
  const changes: TaskChange[] = [];
  const add = (fields: TaskChange['fields'], label: string, from: string, to: string, long = false) => {
    if (Object.values(fields).every((f) => f.from === f.to)) return;
    changes.push({ fields, text: long ? `${label}有修改` : `${label}：${from} → ${to}` });
  };
  const place = (r: Row) => [l.regionName(r.city_code), r.district_code === null ? '' : l.regionName(r.district_code)].join(' ').trim();
  const reward = (r: Row) => `${yuanText(r.reward_amount)} ${l.rewardUnitLabel(r.reward_unit)}`;
  const features = (r: Row) => (r.features.length ? r.features.map((f) => l.featureLabel(f)).join('、') : '无');
  const pair = <T>(from: T, to: T) => ({ from, to });

  add({ title: pair(before.title, after.title) }, '标题', `「${before.title}」`, `「${after.title}」`);
  add(
    { rewardAmount: pair(before.reward_amount, after.reward_amount), rewardUnit: pair(before.reward_unit, after.reward_unit) },
    '报酬',
    reward(before),
    reward(after),
  );
  add(
    { personNumber: pair(before.person_number, after.person_number) },
    '招聘人数',
    `${before.person_number} 人`,
    `${after.person_number} 人`,
  );
  add(
    { settlementType: pair(before.settlement_type, after.settlement_type) },
    '结算方式',
    l.settlementLabel(before.settlement_type),
    l.settlementLabel(after.settlement_type),
  );
  add(
    { cityCode: pair(before.city_code, after.city_code), districtCode: pair(before.district_code, after.district_code) },
    '工作城市',
    place(before),
    place(after),
  );
  add(
    { positionTypeId: pair(String(before.position_type_id), String(after.position_type_id)) },
    '岗位类型',
    l.positionName(before.position_type_id),
    l.positionName(after.position_type_id),
  );
  if (!sameSet(before.features, after.features)) {
    changes.push({ fields: { features: pair(before.features, after.features) }, text: `福利：${features(before)} → ${features(after)}` });
  }
  add({ companyName: pair(before.company_name, after.company_name) }, '用工企业', before.company_name, after.company_name);
  add({ address: pair(before.address, after.address) }, '工作地址', before.address, after.address);
  add({ workTime: pair(before.work_time, after.work_time) }, '工作时间', before.work_time, after.work_time);
  add(
    { ageMin: pair(before.age_min, after.age_min), ageMax: pair(before.age_max, after.age_max) },
    '年龄要求',
    ageText(before.age_min, before.age_max),
    ageText(after.age_min, after.age_max),
  );
  add({ description: pair(before.description, after.description) }, '岗位描述', '', '', true);
  add({ requirements: pair(before.requirements, after.requirements) }, '岗位要求', '', '', true);
  return changes;
}
