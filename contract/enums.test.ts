import type { z } from 'zod';
import * as notifications from './notifications';
import * as orders from './orders';
import * as settlements from './settlements';
import * as centre from './supplier-centre';
import * as tasks from './tasks';
import { REWARD_UNITS } from './tasks.meta';
import { VERIFICATION_KINDS } from './verification.meta';

/**
 * The contract states every enum the server enforces: a reward unit is one of REWARD_UNITS wherever it travels,
 * and a supplier's type one of VERIFICATION_KINDS, never "any string".
 */
const refuses = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success;

describe('enums the server enforces', () => {
  it.each([
    ['a task', tasks.taskSummary.shape.rewardUnit],
    ['an order', orders.orderSummary.shape.rewardUnit],
    ["a bill's task", settlements.settlementDetailBase.response.shape.task.shape.rewardUnit],
    ['a bill line', settlements.settlementLine.shape.unit],
    ['the task remind setting', notifications.taskRemindSetting.shape.rewardUnit],
  ])('a reward unit of %s is one of REWARD_UNITS', (_what, schema: z.ZodType) => {
    for (const unit of REWARD_UNITS) expect(schema.safeParse(unit).success).toBe(true);
    expect(refuses(schema, 'week')).toBe(true);
  });

  it('the task remind filter refuses another unit in words', () => {
    const result = notifications.settingTaskRemind.request.safeParse({ enabled: true, rewardUnit: 'week' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`week 不是可选的计薪单位，可选：${REWARD_UNITS.join('、')}`);
    expect(notifications.settingTaskRemind.request.safeParse({ enabled: true, rewardUnit: null }).success).toBe(true);
  });

  it("a supplier's type is one of VERIFICATION_KINDS", () => {
    const type = centre.companyProfile.shape.supplierType;
    for (const kind of VERIFICATION_KINDS) expect(type.safeParse(kind).success).toBe(true);
    expect(refuses(type, 'partnership')).toBe(true);
  });
});
