import { useEffect, useMemo } from 'react';
import type { CityNode, EnumItem, PositionType, ProvinceCity } from '@contract/reference';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { seoValueSet } from '@/lib/state/seo-modal-slice';
import {
  TASK_ENUM_TYPES,
  useGetAllPositionTypesQuery,
  useGetCityThreeDataQuery,
  useGetProvinceCityListQuery,
  useListEnumsQuery,
} from './api';

const EMPTY: never[] = [];

/** The city tree: the persisted `cityData` when there is one, else pc_three (which then fills `cityData`). */
export function useCityTree() {
  const stored = useSharedSelector((state) => state.global.cityData);
  const has = Array.isArray(stored) && stored.length > 0;
  const query = useGetCityThreeDataQuery(undefined, { skip: has });
  return { cities: has ? stored : (query.data ?? EMPTY), isLoading: !has && query.isLoading, isError: !has && query.isError };
}

/**
 * The city picker's options: provinces and cities from province_city_list (cached 1 hour, so the picker is ready
 * at once), each city with its districts from the three-level tree once that has arrived.
 */
export function cityOptions(provinces: ProvinceCity[], tree: CityNode[]): CityNode[] {
  const districts = new Map<string, CityNode[]>();
  for (const province of tree)
    for (const city of province.children ?? []) if (city.children?.length) districts.set(city.value, city.children);
  return provinces.map((province) => ({
    value: province.searchID,
    label: province.name,
    children: province.children.map((city) => {
      const children = districts.get(city.searchID);
      return children ? { value: city.searchID, label: city.name, children } : { value: city.searchID, label: city.name };
    }),
  }));
}

/** The picker's options (see cityOptions); the tree alone while province_city_list is unavailable. */
export function useCityOptions() {
  const { cities, isLoading: treeLoading } = useCityTree();
  const { data: provinces, isLoading } = useGetProvinceCityListQuery();
  const options = useMemo(() => (provinces?.length ? cityOptions(provinces, cities) : cities), [provinces, cities]);
  return { options, isLoading: isLoading && treeLoading };
}

/** Labels along `codes` (province, city, district) in the tree; unknown codes stop the walk. */
export function regionLabels(tree: CityNode[], codes: (string | undefined)[]): string[] {
  const labels: string[] = [];
  let level: CityNode[] | undefined = tree;
  for (const code of codes) {
    if (!code || !level) break;
    const node: CityNode | undefined = level.find((n) => n.value === code);
    if (!node) break;
    labels.push(node.label);
    level = node.children;
  }
  return labels;
}

/** The place a city filter names, as the server's page title says it: district → city + district, else the deepest. */
export function placeName(labels: string[]): string {
  if (labels.length >= 3) return `${labels[1]}${labels[2]}`;
  return labels.at(-1) ?? '';
}

/** The picked region's name, also kept as `citySeo`. */
export function useRegionSeo(codes: { provinceCode?: string; cityCode?: string; districtCode?: string }): string {
  const { cities } = useCityTree();
  const { provinceCode, cityCode, districtCode } = codes;
  const labels = useMemo(
    () => regionLabels(cities, [provinceCode, cityCode, districtCode]),
    [cities, provinceCode, cityCode, districtCode],
  );
  const name = placeName(labels);
  const dispatch = useSharedDispatch();
  useEffect(() => {
    dispatch(seoValueSet({ key: 'citySeo', value: { provinceCode, cityCode, districtCode, labels, name } }));
  }, [dispatch, provinceCode, cityCode, districtCode, labels, name]);
  return name;
}

export function findPosition(tree: PositionType[], id: string | undefined): PositionType | undefined {
  if (!id) return undefined;
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findPosition(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

export function usePositionTypes() {
  const { data, isLoading, isError } = useGetAllPositionTypesQuery();
  return { positions: data ?? EMPTY, isLoading, isError };
}

/** The picked position type's name, also kept as `jobSeo`. */
export function usePositionSeo(positionTypeId: string | undefined): string {
  const { positions } = usePositionTypes();
  const name = findPosition(positions, positionTypeId)?.name ?? '';
  const dispatch = useSharedDispatch();
  useEffect(() => {
    dispatch(seoValueSet({ key: 'jobSeo', value: { positionTypeId, name } }));
  }, [dispatch, positionTypeId, name]);
  return name;
}

export type TaskEnums = Record<(typeof TASK_ENUM_TYPES)[number], EnumItem[]>;

/** Settlement types, reward units, task features and head counts (listEnums, cached for the session). */
export function useTaskEnums() {
  const { data, isLoading, isError } = useListEnumsQuery({ types: [...TASK_ENUM_TYPES] });
  const enums = useMemo(() => Object.fromEntries(TASK_ENUM_TYPES.map((type) => [type, data?.[type] ?? EMPTY])) as TaskEnums, [data]);
  return { enums, isLoading, isError };
}
