import { useEffect, useMemo } from 'react';
import type { CityNode, EnumItem, PositionType } from '@contract/reference';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { seoValueSet } from '@/lib/state/seo-modal-slice';
import { TASK_ENUM_TYPES, useGetAllPositionTypesQuery, useGetCityThreeDataQuery, useListEnumsQuery } from './api';

const EMPTY: never[] = [];

/** The city tree: the persisted `cityData` when there is one, else pc_three (which then fills `cityData`). */
export function useCityTree() {
  const stored = useSharedSelector((state) => state.global.cityData);
  const has = Array.isArray(stored) && stored.length > 0;
  const query = useGetCityThreeDataQuery(undefined, { skip: has });
  return { cities: has ? stored : (query.data ?? EMPTY), isLoading: !has && query.isLoading, isError: !has && query.isError };
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
  const labels = useMemo(() => regionLabels(cities, [provinceCode, cityCode, districtCode]), [cities, provinceCode, cityCode, districtCode]);
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
  const enums = useMemo(
    () => Object.fromEntries(TASK_ENUM_TYPES.map((type) => [type, data?.[type] ?? EMPTY])) as TaskEnums,
    [data],
  );
  return { enums, isLoading, isError };
}
