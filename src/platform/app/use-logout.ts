import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { platformSend } from '../http/client';
import { clearStaffSession } from '../http/staff-session';
import { PLATFORM_PATHS } from './paths';

/** 退出登录: ends the session on the server (a failure there still logs out here), then the login page. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await platformSend('/auth/session/logout', {}).catch(() => undefined);
    clearStaffSession();
    navigate(PLATFORM_PATHS.login, { replace: true });
  }, [navigate]);
}
