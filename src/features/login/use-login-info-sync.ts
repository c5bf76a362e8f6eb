import { useCallback, useEffect, useRef } from 'react';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import { supplierInfoSet } from '@/lib/state/global-slice';
import { loginApi } from './api';

/**
 * On page load of a logged-in user, re-reads the login info into the supplier info: the persisted copy may be
 * days old, and permissions, verification and membership change on the server meanwhile. (A fresh login loads
 * it already.) A failure needs no handling here: the http layer has acted on it (refresh, logout, toast).
 */
export function useLoginInfoSync(): void {
  const dispatch = useSharedDispatch();
  const loggedInAtLoad = useRef(useSharedSelector((state) => Boolean(state.global.token)));
  useEffect(() => {
    if (!loggedInAtLoad.current) return;
    dispatch(loginApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true, subscribe: false }))
      .unwrap()
      .then((info) => dispatch(supplierInfoSet(info)))
      .catch(() => undefined);
  }, [dispatch]);
}

/**
 * Re-reads the login info into the supplier info now (after a verification was submitted or decided, a
 * supplier founded): supplierId, isMain, authList and verifyStatus follow, and with them every guard.
 */
export function useRefreshLoginInfo(): () => Promise<void> {
  const dispatch = useSharedDispatch();
  return useCallback(async () => {
    try {
      const info = await dispatch(loginApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      dispatch(supplierInfoSet(info));
    } catch {
      // The http layer has acted on it (refresh, logout, toast).
    }
  }, [dispatch]);
}
