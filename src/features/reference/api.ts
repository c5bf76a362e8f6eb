import type { reference } from '@contract/index';
import type { CityNode, EnumItem, EnumType, PositionType, ProvinceCity } from '@contract/reference';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { CACHE_KEYS, CACHE_TTL_MS, localCache } from '@/lib/local-cache';
import { cityDataLoaded } from '@/lib/state/global-slice';
import { whenFulfilled } from '@/lib/state/feeds-seo';
import { seoValueSet } from '@/lib/state/seo-modal-slice';
import { REFERENCE_PATHS } from '@contract/reference.meta';

type CityThree = typeof reference.getCityThreeData;
type ProvinceCityList = typeof reference.getProvinceCityList;
type AllPositions = typeof reference.getAllPositionTypes;
type ListEnums = typeof reference.listEnums;
type SystemParam = typeof reference.getSystemParamByCode;

/** The enums the find-job screen and the task pages use, and the seoModal key each one feeds. */
export const TASK_ENUM_TYPES = ['settlementType', 'rewardUnit', 'taskFeature', 'personNumber'] as const satisfies readonly EnumType[];
const ENUM_SEO_KEYS = {
  settlementType: 'settlementListSeo',
  rewardUnit: 'rewardUnitSeo',
  taskFeature: 'tackFeatureSeo',
  personNumber: 'personNumberSeo',
} as const;

const HOUR_S = 3600;

export const referenceApi = injectDomainEndpoints('reference', (build) => ({
  /** Three-level city data; kept as `cityData` in the persisted global slice (spec §7). */
  getCityThreeData: build.query<CityNode[], void>({
    query: () => args<CityThree>({ path: REFERENCE_PATHS.getCityThreeData })({}),
    keepUnusedDataFor: HOUR_S,
    onQueryStarted: whenFulfilled((cities: CityNode[], _arg, dispatch) => {
      dispatch(cityDataLoaded(cities));
    }),
  }),
  /** Provinces and their cities (searchID, name), cached in localStorage for 1 hour (spec §7, §9). */
  getProvinceCityList: build.query<ProvinceCity[], void>({
    async queryFn(_arg, _api, _extra, baseQuery) {
      const cached = localCache.get<ProvinceCity[]>(CACHE_KEYS.provinceCityList);
      if (Array.isArray(cached)) return { data: cached };
      const result = await baseQuery(args<ProvinceCityList>({ path: REFERENCE_PATHS.getProvinceCityList })({}));
      if (result.error) return { error: result.error };
      const list = result.data as ResponseOf<ProvinceCityList>;
      localCache.set(CACHE_KEYS.provinceCityList, list, CACHE_TTL_MS.provinceCityList);
      return { data: list };
    },
    keepUnusedDataFor: HOUR_S,
  }),
  /** The all-jobs list, cached in localStorage for 1 hour (spec §9). */
  getAllPositionTypes: build.query<PositionType[], void>({
    async queryFn(_arg, _api, _extra, baseQuery) {
      const cached = localCache.get<PositionType[]>(CACHE_KEYS.allPositions);
      if (Array.isArray(cached)) return { data: cached };
      const result = await baseQuery(args<AllPositions>({ path: REFERENCE_PATHS.getAllPositionTypes })({}));
      if (result.error) return { error: result.error };
      const { positions } = result.data as ResponseOf<AllPositions>;
      localCache.set(CACHE_KEYS.allPositions, positions, CACHE_TTL_MS.allPositions);
      return { data: positions };
    },
    keepUnusedDataFor: HOUR_S,
  }),
  /** One system parameter by code (the footer's company, phone, filing number); the server's values, not ours. */
  getSystemParamByCode: build.query<ResponseOf<SystemParam>, RequestOf<SystemParam>['code']>({
    query: (code) => args<SystemParam>({ path: REFERENCE_PATHS.getSystemParamByCode })({ code }),
    keepUnusedDataFor: HOUR_S,
  }),
  listEnums: build.query<Record<string, EnumItem[]>, RequestOf<ListEnums>>({
    query: args<ListEnums>({ path: REFERENCE_PATHS.listEnums }),
    keepUnusedDataFor: HOUR_S,
    onQueryStarted: whenFulfilled((enums: Record<string, EnumItem[]>, _arg, dispatch) => {
      for (const [type, key] of Object.entries(ENUM_SEO_KEYS)) {
        if (enums[type]) dispatch(seoValueSet({ key, value: enums[type] }));
      }
    }),
  }),
}));

export const {
  useGetCityThreeDataQuery,
  useGetProvinceCityListQuery,
  useGetSystemParamByCodeQuery,
  useGetAllPositionTypesQuery,
  useListEnumsQuery,
} = referenceApi;
