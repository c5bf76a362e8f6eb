import { z } from 'zod';
import { endpoint, empty, text } from './http';
import { ENUM_TYPES, REFERENCE_PATHS } from './reference.meta';

export * from './reference.meta';

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
  path: REFERENCE_PATHS.getAllCityList,
  request: empty,
  response: z.array(z.object({ code: z.string(), name: z.string(), provinceCode: z.string(), provinceName: z.string() })),
});

/**
 * Three-level city data. Besides the envelope the response carries `status`; a falsy status means success
 * (spec §7), and `data` is stored as `cityData`.
 */
export const getCityThreeData = endpoint({
  path: REFERENCE_PATHS.getCityThreeData,
  request: empty,
  response: z.array(cityNode),
});

export const provinceCity = z.object({
  searchID: z.string(),
  name: z.string(),
  children: z.array(z.object({ searchID: z.string(), name: z.string() })),
});
export const getProvinceCityList = endpoint({
  path: REFERENCE_PATHS.getProvinceCityList,
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
  path: REFERENCE_PATHS.getAllPositionTypes,
  request: empty,
  response: z.object({ positions: z.array(positionType) }),
});

export const enumItem = z.object({ code: z.string(), label: z.string() });
export const listEnums = endpoint({
  path: REFERENCE_PATHS.listEnums,
  request: z.strictObject({ types: z.array(z.enum(ENUM_TYPES, '不是可用的枚举类型')).max(ENUM_TYPES.length).optional() }),
  response: z.record(z.string(), z.array(enumItem)),
});

export const getBanks = endpoint({
  path: REFERENCE_PATHS.getBanks,
  request: empty,
  response: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
});

export const getSystemParamByCode = endpoint({
  path: REFERENCE_PATHS.getSystemParamByCode,
  request: z.strictObject({ code: text(64).min(1, '不能为空') }),
  response: z.object({ code: z.string(), value: z.string(), description: z.string() }),
});

export type EnumItem = z.infer<typeof enumItem>;
export type ProvinceCity = z.infer<typeof provinceCity>;
