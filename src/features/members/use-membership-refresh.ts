import { useCallback } from 'react';
import { supplierInfoSet } from '@/lib/state/global-slice';
import { useSharedDispatch } from '@/lib/state/hooks';
import { useReloadLoginInfoMutation } from './api';

/** After a join, exit or transfer: the role, permissions and supplier in the client follow the server again. */
export function useMembershipRefresh(): () => Promise<void> {
  const dispatch = useSharedDispatch();
  const [reload] = useReloadLoginInfoMutation();
  return useCallback(async () => {
    try {
      dispatch(supplierInfoSet(await reload().unwrap()));
    } catch {
      // The http layer has acted (toast, logout); the next page load syncs login info anyway.
    }
  }, [dispatch, reload]);
}
