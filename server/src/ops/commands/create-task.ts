import type { RewardUnit } from '@contract/tasks.meta';
import { z } from 'zod';
import { PHONE_PATTERN } from '@contract/login';
import { createTask as publishTask, TASK_STATUS } from '../../modules/tasks';
import { defineCommand, OpsError } from '../command';
import type { OpsServices } from '../services';
import { text } from './flags';

/** "25" or "25.5" yuan → 2500 / 2550 fen, without ever going through a float. */
function yuanToFen(s: string): number {
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const flags = z.strictObject({
  title: text(100).optional(),
  city: text(20).default('上海市'),
  district: text(20).optional(),
  position: text(20).default('普工'),
  reward: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, '应为元，最多两位小数，如 25 或 25.5 (yuan, e.g. 25.5)')
    .default('25')
    .transform(yuanToFen),
  unit: text(20).default('hour'),
  settlement: text(20).default('monthly'),
  persons: z
    .string()
    .regex(/^\d{1,5}$/, '应为正整数 (a positive whole number)')
    .default('10')
    .transform(Number)
    .pipe(z.number().min(1, '不能小于 1')),
  features: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(/[,，]/)
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  company: text(100).default('演示用工企业有限公司'),
  address: text(200).default('待定'),
  adviser: text(20).default('平台顾问'),
  'adviser-phone': z.string().regex(PHONE_PATTERN, '手机号格式不正确').default('13900000000'),
  description: text(2000).optional(),
  requirements: text(1000).optional(),
});

/** Finds an enum item by code or by label (`hour` or `元/小时`). */
async function enumItem(
  reference: OpsServices['reference'],
  type: string,
  value: string,
  flag: string,
): Promise<{ code: string; label: string }> {
  const items = await reference.lookup.enumItems(type);
  const item = items.find((i) => i.code === value || i.label === value);
  if (!item)
    throw new OpsError(
      `--${flag} ${value} 不是可用的值 (unknown value); 可选 (choose from): ${items.map((i) => `${i.code}=${i.label}`).join(', ')}`,
    );
  return item;
}

export const createTask = defineCommand({
  name: 'create-task',
  summary: '发布一个任务（岗位） (publish a task)',
  usage: [
    '--title <标题>          默认：城市+岗位',
    '--city <城市名或代码>    默认 上海市 (e.g. 深圳市 or 440300)',
    '--district <区县>        可选',
    '--position <岗位类型>    默认 普工 (name or id)',
    '--reward <元>            默认 25 (yuan, up to 2 decimals; stored in fen)',
    '--unit <单位>            默认 hour (hour|day|month|piece|person or 元/小时 …)',
    '--settlement <结算方式>  默认 monthly (daily|weekly|monthly|on_completion or 日结 …)',
    '--persons <人数>         默认 10',
    '--features <a,b>         如 meals,housing 或 包吃,包住',
    '--company <企业>  --address <地址>  --adviser <顾问>  --adviser-phone <手机号>',
    '--description <岗位说明>  --requirements <任职要求>',
  ],
  flags,
  async run({ ctx, reference, clock }, f) {
    const now = clock();
    const city = await reference.lookup.city(f.city);
    if (!city) throw new OpsError(`未找到城市 ${f.city} (unknown city; use a prefecture-level city name or code)`);
    const district = f.district ? await reference.lookup.district(city.code, f.district) : undefined;
    if (f.district && !district) throw new OpsError(`${city.name} 下没有区县 ${f.district} (unknown district)`);
    const position = await reference.lookup.positionType(f.position);
    if (!position) throw new OpsError(`未找到岗位类型 ${f.position} (unknown position type)`);
    const unit = await enumItem(reference, 'rewardUnit', f.unit, 'unit');
    const settlement = await enumItem(reference, 'settlementType', f.settlement, 'settlement');
    const features: string[] = [];
    for (const feature of f.features) features.push((await enumItem(reference, 'taskFeature', feature, 'features')).code);
    const title = f.title ?? `${city.name.replace(/市$/, '')}${position.name}`;
    const id = await publishTask(ctx, {
      title,
      position_type_id: position.id,
      province_code: city.parent_code!,
      city_code: city.code,
      district_code: district?.code ?? null,
      address: f.address,
      company_name: f.company,
      reward_amount: f.reward,
      // One of the seeded rewardUnit codes, which the seed test holds equal to REWARD_UNITS.
      reward_unit: unit.code as RewardUnit,
      settlement_type: settlement.code,
      features,
      person_number: f.persons,
      sex_requirement: 'any',
      degree_requirement: 'any',
      age_min: 18,
      age_max: null,
      work_time: '面议',
      description: f.description ?? `${title}，由平台运营发布。`,
      requirements: f.requirements ?? '身体健康，年满 18 周岁。',
      adviser_name: f.adviser,
      adviser_phone: f['adviser-phone'],
      adviser_wechat: null,
      status: TASK_STATUS.open,
      publish_time: now,
      created_at: now,
      updated_at: now,
    });
    return {
      message: `已发布任务 #${id}：${title}（${city.name}，${(f.reward / 100).toFixed(2)} ${unit.label}，${settlement.label}，${f.persons} 人） (task created)`,
      data: { taskId: String(id), title },
    };
  },
});
