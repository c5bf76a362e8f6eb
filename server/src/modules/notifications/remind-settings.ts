import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/notifications';
import type { TaskRemindSetting } from '@contract/notifications';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { scopeOf } from './inbox';
import * as repo from './repo';

/* Which newly published tasks a member is reminded of: cities, position types and a reward floor. */

export async function selectTaskRemind(
  ctx: Ctx,
  _input: z.output<typeof contract.selectTaskRemind.request>,
  auth: AuthContext,
): Promise<TaskRemindSetting> {
  const row = await repo.findSetting(ctx.db, scopeOf(auth));
  return {
    enabled: row?.enabled ?? false,
    cityCodes: row?.city_codes ?? [],
    positionTypeIds: (row?.position_type_ids ?? []).map(String),
    rewardFloor: row?.reward_floor ?? 0,
    rewardUnit: row?.reward_unit ?? null,
  };
}

/** Every code must name a real prefecture-level city, position type and reward unit, or nothing is saved. */
export async function settingTaskRemind(
  ctx: Ctx,
  input: z.output<typeof contract.settingTaskRemind.request>,
  auth: AuthContext,
): Promise<TaskRemindSetting> {
  const scope = scopeOf(auth);
  const [regions, positions, units] = await Promise.all([
    ctx.reference.regionRows(),
    ctx.reference.positionRows(),
    ctx.reference.enumRows(['rewardUnit']),
  ]);
  const cities = new Set(regions.filter((r) => r.level === 2).map((r) => r.code));
  const cityCodes = [...new Set(input.cityCodes)];
  const unknownCity = cityCodes.find((c) => !cities.has(c));
  if (unknownCity) throw new BusinessError(ERROR_CODES.validation, `cityCodes：${unknownCity} 不是可选的城市`);
  const positionIds = new Set(positions.map((p) => p.id));
  const positionTypeIds: number[] = [];
  for (const raw of new Set(input.positionTypeIds)) {
    const pid = parseId(raw);
    if (pid === null || !positionIds.has(pid))
      throw new BusinessError(ERROR_CODES.validation, `positionTypeIds：${raw} 不是可选的岗位类型`);
    positionTypeIds.push(pid);
  }
  const rewardUnit = input.rewardUnit ?? null;
  if (rewardUnit !== null && !units.some((u) => u.code === rewardUnit)) {
    throw new BusinessError(
      ERROR_CODES.validation,
      `rewardUnit：${rewardUnit} 不是可选的计薪单位，可选：${units.map((u) => `${u.code}（${u.label}）`).join('、')}`,
    );
  }
  await repo.saveSetting(ctx.db, scope, {
    enabled: input.enabled,
    cityCodes,
    positionTypeIds,
    rewardFloor: input.rewardFloor,
    rewardUnit,
    now: ctx.clock(),
  });
  return selectTaskRemind(ctx, {}, auth);
}
