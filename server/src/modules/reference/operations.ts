/**
 * Reference data for every caller, logged in or not. The lists are read through the cache the composition root
 * keeps (`ctx.reference`, a few minutes), so a page of dropdowns costs no query.
 */
import type { z } from 'zod';
import type * as reference from '@contract/reference';
import type { Ctx } from '../../ctx';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

export function getAllCityList(ctx: Ctx) {
  return ctx.reference.allCities();
}

export function getCityThreeData(ctx: Ctx) {
  return ctx.reference.cityTree();
}

export function getProvinceCityList(ctx: Ctx) {
  return ctx.reference.provinceCities();
}

export function getAllPositionTypes(ctx: Ctx) {
  return ctx.reference.positions();
}

export function getBanks(ctx: Ctx) {
  return ctx.reference.banks();
}

export function listEnums(ctx: Ctx, { types }: Input<typeof reference.listEnums>) {
  return ctx.reference.enums(types);
}

export function getSystemParamByCode(ctx: Ctx, { code }: Input<typeof reference.getSystemParamByCode>) {
  return ctx.reference.systemParam(code);
}
