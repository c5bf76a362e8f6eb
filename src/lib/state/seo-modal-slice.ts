import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

type Json = Record<string, unknown>;

/** Search-engine metadata collected from job, city, enum and help-centre data (spec §3, `seoModal`). */
export interface SeoModalState {
  workListSeo: Json;
  positionRecommendListSeo: unknown[];
  recommendWorkSeo: unknown[];
  citySeo: Json;
  jobSeo: Json;
  rewardUnitSeo: unknown[];
  personNumberSeo: unknown[];
  tackFeatureSeo: unknown[];
  settlementListSeo: unknown[];
  bannerImgSeo: unknown[];
  helpCenterMenuSeo: unknown[];
  helpCenterListSeo: Json;
  helpCenterArticleSeo: string;
}

export const initialSeoModalState: SeoModalState = {
  workListSeo: {},
  positionRecommendListSeo: [],
  recommendWorkSeo: [],
  citySeo: {},
  jobSeo: {},
  rewardUnitSeo: [],
  personNumberSeo: [],
  tackFeatureSeo: [],
  settlementListSeo: [],
  bannerImgSeo: [],
  helpCenterMenuSeo: [],
  helpCenterListSeo: {},
  helpCenterArticleSeo: '',
};

/** `{ key, value }` where value has the type of that key. */
export type KeyValue<S> = { [K in keyof S]: { key: K; value: S[K] } }[keyof S];

export const seoModalSlice = createSlice({
  name: 'seoModal',
  initialState: initialSeoModalState,
  reducers: {
    /** The one action: sets one key to the given value. */
    seoValueSet(state, { payload }: PayloadAction<KeyValue<SeoModalState>>) {
      (state as Record<string, unknown>)[payload.key] = payload.value;
    },
  },
});

export const { seoValueSet } = seoModalSlice.actions;
