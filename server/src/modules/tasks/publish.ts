import { ERROR_CODES } from '@contract/http';
import type { RewardUnit } from '@contract/tasks.meta';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import type { NewTask } from './schema';
import { createTask } from './service';
import { TASK_STATUS } from './status';

/**
 * What a person publishing a task says: places, position and enum items by code or by the name a person types
 * (`440300` or `深圳市`, `hour` or `元/小时`). The operator command and the console both come through here.
 */
export interface TaskDraft {
  title?: string;
  city: string;
  district?: string | null;
  position: string;
  /** Integer fen per unit. */
  rewardAmount: number;
  rewardUnit: string;
  settlementType: string;
  personNumber: number;
  features: string[];
  companyName: string;
  address: string;
  adviserName: string;
  adviserPhone: string;
  adviserWechat?: string | null;
  workTime?: string;
  description?: string;
  requirements?: string;
  ageMin?: number | null;
  ageMax?: number | null;
}

/** The draft's terms as stored, with the names a confirmation shows. */
export interface ResolvedTerms {
  row: Omit<NewTask, 'status' | 'publish_time' | 'created_at' | 'updated_at'>;
  cityName: string;
  unitLabel: string;
  settlementLabel: string;
}

const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);

async function enumItem(ctx: Ctx, type: string, value: string, field: string): Promise<{ code: string; label: string }> {
  const items = await ctx.reference.lookup.enumItems(type);
  const item = items.find((i) => i.code === value || i.label === value);
  if (!item) throw invalid(`${field}：${value} 不是可用的值；可选：${items.map((i) => `${i.code}=${i.label}`).join(', ')}`);
  return item;
}

/** Checks every code and name against the reference data; an unknown one is refused with the choices. */
export async function resolveTaskDraft(ctx: Ctx, d: TaskDraft): Promise<ResolvedTerms> {
  const { lookup } = ctx.reference;
  const city = await lookup.city(d.city);
  if (!city?.parent_code) throw invalid(`未找到城市 ${d.city}，请填写地级市的名称或代码`);
  const district = d.district ? await lookup.district(city.code, d.district) : undefined;
  if (d.district && !district) throw invalid(`${city.name} 下没有区县 ${d.district}`);
  const position = await lookup.positionType(d.position);
  if (!position) throw invalid(`未找到岗位类型 ${d.position}`);
  const unit = await enumItem(ctx, 'rewardUnit', d.rewardUnit, '计价单位');
  const settlement = await enumItem(ctx, 'settlementType', d.settlementType, '结算方式');
  const features: string[] = [];
  for (const f of d.features) features.push((await enumItem(ctx, 'taskFeature', f, '福利标签')).code);
  if (d.ageMin != null && d.ageMax != null && d.ageMin > d.ageMax) throw invalid('最小年龄不能大于最大年龄');
  const title = d.title ?? `${city.name.replace(/市$/, '')}${position.name}`;
  return {
    cityName: city.name,
    unitLabel: unit.label,
    settlementLabel: settlement.label,
    row: {
      title,
      position_type_id: position.id,
      province_code: city.parent_code,
      city_code: city.code,
      district_code: district?.code ?? null,
      address: d.address,
      company_name: d.companyName,
      reward_amount: d.rewardAmount,
      // One of the seeded rewardUnit codes, which the seed test holds equal to REWARD_UNITS.
      reward_unit: unit.code as RewardUnit,
      settlement_type: settlement.code,
      features: [...new Set(features)],
      person_number: d.personNumber,
      sex_requirement: 'any',
      degree_requirement: 'any',
      age_min: d.ageMin ?? 18,
      age_max: d.ageMax ?? null,
      work_time: d.workTime ?? '面议',
      description: d.description ?? `${title}，由平台运营发布。`,
      requirements: d.requirements ?? '身体健康，年满 18 周岁。',
      adviser_name: d.adviserName,
      adviser_phone: d.adviserPhone,
      adviser_wechat: d.adviserWechat ?? null,
    },
  };
}

/**
 * Publishes an open task (ops create-task and the console's 发布任务): it is on 找工作 at once, and the members
 * whose reminder settings match hear of it in the same transaction.
 */
export async function publishTask(
  ctx: Ctx,
  d: TaskDraft,
  within?: (trx: Executor, taskId: number) => Promise<void>,
): Promise<ResolvedTerms & { taskId: number }> {
  const terms = await resolveTaskDraft(ctx, d);
  const now = ctx.clock();
  const row = { ...terms.row, status: TASK_STATUS.open, publish_time: now, created_at: now, updated_at: now };
  const taskId = await createTask(ctx, row, within);
  return { ...terms, taskId };
}
