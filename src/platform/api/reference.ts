import axios from 'axios';
import type { Envelope, ResponseOf } from '@contract/http';
import type { getAllPositionTypes, getCityThreeData, listEnums } from '@contract/reference';
import { REFERENCE_PATHS } from '@contract/reference.meta';
import { env } from '@/config/env';
import { platformApi } from '../http/api';

/**
 * The reference lists the task form picks from (regions, position types, reward units, settlement types, welfare
 * tags): the supplier gateway's public calls, the same lists 找工作 shows, so a task reads alike on both sides.
 */
async function reference<T>(path: string, payload: unknown = {}): Promise<{ data: T } | { error: { kind: 'status'; message: string } }> {
  try {
    const response = await axios.post<Envelope<T>>(`${env.apiBase}${path}`, payload);
    if (!response.data.flag) return { error: { kind: 'status', message: response.data.errorMsg ?? '参考数据加载失败' } };
    return { data: response.data.data };
  } catch {
    return { error: { kind: 'status', message: '参考数据加载失败，请刷新页面重试' } };
  }
}

export const referenceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    referenceCities: build.query<ResponseOf<typeof getCityThreeData>, void>({
      queryFn: () => reference<ResponseOf<typeof getCityThreeData>>(REFERENCE_PATHS.getCityThreeData),
      keepUnusedDataFor: 3600,
    }),
    referencePositions: build.query<ResponseOf<typeof getAllPositionTypes>, void>({
      queryFn: () => reference<ResponseOf<typeof getAllPositionTypes>>(REFERENCE_PATHS.getAllPositionTypes),
      keepUnusedDataFor: 3600,
    }),
    referenceEnums: build.query<ResponseOf<typeof listEnums>, void>({
      queryFn: () =>
        reference<ResponseOf<typeof listEnums>>(REFERENCE_PATHS.listEnums, { types: ['settlementType', 'rewardUnit', 'taskFeature'] }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useReferenceCitiesQuery, useReferencePositionsQuery, useReferenceEnumsQuery } = referenceApi;
