import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { GlobalState } from './global-slice';
import type { SeoModalState } from './seo-modal-slice';
import type { FriendlyLinkState } from './friendly-link-slice';

/** The client state every part of the app may read (spec §3: three namespaces). */
export interface SharedState {
  global: GlobalState;
  seoModal: SeoModalState;
  friendlyLink: FriendlyLinkState;
}

/** Hooks for features, which cannot import the app's store types (DESIGN.md: one-way imports). */
export const useSharedSelector = useSelector.withTypes<SharedState>();
export const useSharedDispatch = useDispatch.withTypes<ThunkDispatch<SharedState, unknown, UnknownAction>>();
