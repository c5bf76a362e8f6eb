/** Reference data's plain values (no zod). */

export const ENUM_TYPES = ['talentSex', 'talentDegree', 'settlementType', 'rewardUnit', 'personNumber', 'taskFeature'] as const;
export type EnumType = (typeof ENUM_TYPES)[number];

/** Codes of get_system_param_by_code that the site shows (the footer's company, phone, copyright and filing number). */
export const SYSTEM_PARAM_CODES = {
  companyName: 'company_name',
  servicePhone: 'customer_service_phone',
  copyright: 'copyright',
  filingNumber: 'icp_record',
} as const;
export type SystemParamCode = (typeof SYSTEM_PARAM_CODES)[keyof typeof SYSTEM_PARAM_CODES];

export const REFERENCE_PATHS = {
  getAllCityList: '/city/unlimited/all_city_list',
  getCityThreeData: '/city/unlimited/pc_three',
  getProvinceCityList: '/city/unlimited/province_city_list',
  getAllPositionTypes: '/position_type/unlimited/all',
  listEnums: '/enum/unlimited/listEnums',
  getBanks: '/config/unlimited/banks',
  getSystemParamByCode: '/system_param/unlimited/get_system_param_by_code',
} as const;
