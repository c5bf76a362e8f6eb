import { z } from 'zod';
import { endpoint, empty, text } from './http';

/** A node of the three-level city tree (province → city → district), shaped for antd Cascader. */
export interface CityNode {
  value: string;
  label: string;
  children?: CityNode[];
}
export const cityNode: z.ZodType<CityNode> = z.lazy(() =>
  z.object({ value: z.string(), label: z.string(), children: z.array(cityNode).optional() }),
);

/** Every prefecture-level city, flat, for quick pickers. */
export const getAllCityList = endpoint({
  path: '/city/unlimited/all_city_list',
  request: empty,
  response: z.array(z.object({ code: z.string(), name: z.string(), provinceCode: z.string(), provinceName: z.string() })),
});

/**
 * Three-level city data. Besides the envelope the response carries `status`; a falsy status means success
 * (spec §7), and `data` is stored as `cityData`.
 */
export const getCityThreeData = endpoint({
  path: '/city/unlimited/pc_three',
  request: empty,
  response: z.array(cityNode),
});

export const provinceCity = z.object({
  searchID: z.string(),
  name: z.string(),
  children: z.array(z.object({ searchID: z.string(), name: z.string() })),
});
export const getProvinceCityList = endpoint({
  path: '/city/unlimited/province_city_list',
  request: empty,
  response: z.array(provinceCity),
});

export interface PositionType {
  id: string;
  name: string;
  parentId: string | null;
  children?: PositionType[];
}
export const positionType: z.ZodType<PositionType> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), children: z.array(positionType).optional() }),
);
export const getAllPositionTypes = endpoint({
  path: '/position_type/unlimited/all',
  request: empty,
  response: z.object({ positions: z.array(positionType) }),
});

export const ENUM_TYPES = ['talentSex', 'talentDegree', 'settlementType', 'rewardUnit', 'personNumber', 'taskFeature'] as const;
export type EnumType = (typeof ENUM_TYPES)[number];
export const enumItem = z.object({ code: z.string(), label: z.string() });
export const listEnums = endpoint({
  path: '/enum/unlimited/listEnums',
  request: z.strictObject({ types: z.array(z.enum(ENUM_TYPES, '不是可用的枚举类型')).max(ENUM_TYPES.length).optional() }),
  response: z.record(z.string(), z.array(enumItem)),
});

export const getBanks = endpoint({
  path: '/config/unlimited/banks',
  request: empty,
  response: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
});

export const getSystemParamByCode = endpoint({
  path: '/system_param/unlimited/get_system_param_by_code',
  request: z.strictObject({ code: text(64).min(1, '不能为空') }),
  response: z.object({ code: z.string(), value: z.string(), description: z.string() }),
});

export type EnumItem = z.infer<typeof enumItem>;
export type ProvinceCity = z.infer<typeof provinceCity>;
