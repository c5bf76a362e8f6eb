import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { channelQuery, paths, withQuery } from '@/config/paths';
import { sessionCleared } from '@/lib/state/global-slice';
import { useSharedDispatch } from '@/lib/state/hooks';
import { useLogoutMutation } from './api';

/** Revokes the session on the server, then clears the client even when that call fails, and goes to /login. */
export function useLogout() {
  const [revoke] = useLogoutMutation();
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await revoke()
      .unwrap()
      .catch(() => undefined);
    // Leave first (committed synchronously): a login-only screen that saw the cleared session would
    // redirect with ?redirect= itself.
    await navigate(withQuery(paths.login, channelQuery(search)), { replace: true, flushSync: true });
    dispatch(sessionCleared());
  };
  return { logout, loggingOut };
}
