import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { FriendlyLink } from '@contract/cms';
import type { KeyValue } from './seo-modal-slice';

/** The friendly-links modal (spec §3, `friendlyLink`). */
export interface FriendlyLinkState {
  friendlyLinksSeo: FriendlyLink[];
}

export const initialFriendlyLinkState: FriendlyLinkState = { friendlyLinksSeo: [] };

export const friendlyLinkSlice = createSlice({
  name: 'friendlyLink',
  initialState: initialFriendlyLinkState,
  reducers: {
    /** The one action: sets one named key to a value. */
    friendlyLinkValueSet(state, { payload }: PayloadAction<KeyValue<FriendlyLinkState>>) {
      state[payload.key] = payload.value;
    },
  },
});

export const { friendlyLinkValueSet } = friendlyLinkSlice.actions;
