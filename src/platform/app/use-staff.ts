import { useMemo, useSyncExternalStore } from 'react';
import type { StaffRole } from '@contract/platform/http.meta';
import { readStaffSession, STAFF_SESSION_KEY, subscribeStaffSession } from '../http/staff-session';
import type { StaffSession } from '../http/staff-session';

const raw = () => {
  try {
    return localStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
};

/** The logged-in staff member (null when logged out), following logins, refreshes and logouts in every tab. */
export function useStaff(): (StaffSession & { role: StaffRole }) | null {
  const snapshot = useSyncExternalStore(
    (notify) => subscribeStaffSession(notify),
    raw,
    () => null,
  );
  return useMemo(() => (snapshot ? (readStaffSession() as (StaffSession & { role: StaffRole }) | null) : null), [snapshot]);
}
