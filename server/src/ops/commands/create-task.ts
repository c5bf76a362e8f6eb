import { z } from 'zod';
import { PHONE_PATTERN } from '@contract/login';
import { BusinessError } from '../../http/envelope';
import { publishTask } from '../../modules/tasks';
import { defineCommand, OpsError } from '../command';
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
  async run({ ctx }, f) {
    const draft = {
      title: f.title,
      city: f.city,
      district: f.district,
      position: f.position,
      rewardAmount: f.reward,
      rewardUnit: f.unit,
      settlementType: f.settlement,
      personNumber: f.persons,
      features: f.features,
      companyName: f.company,
      address: f.address,
      adviserName: f.adviser,
      adviserPhone: f['adviser-phone'],
      description: f.description,
      requirements: f.requirements,
    };
    const published = await publishTask(ctx, draft).catch((err: unknown) => {
      throw err instanceof BusinessError ? new OpsError(err.message) : err;
    });
    const { taskId: id, cityName, unitLabel, settlementLabel } = published;
    const { title } = published.row;
    return {
      message: `已发布任务 #${id}：${title}（${cityName}，${(f.reward / 100).toFixed(2)} ${unitLabel}，${settlementLabel}，${f.persons} 人） (task created)`,
      data: { taskId: String(id), title },
    };
  },
});
