/**
 * The staff member's session, kept apart from the supplier's (`persist:root`): its own localStorage key, so a staff
 * login never touches a supplier login in the same browser, and the other way round.
 */
export const STAFF_SESSION_KEY = 'platform:staff-session';

export interface StaffSession {
  token: string;
  refreshToken: string;
  name: string;
  phone: string;
  role: string;
}

type Listener = (session: StaffSession | null) => void;
const listeners = new Set<Listener>();

function parse(raw: string | null): StaffSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>;
    return typeof value.token === 'string' && value.token ? (value as StaffSession) : null;
  } catch {
    return null;
  }
}

export function readStaffSession(): StaffSession | null {
  try {
    return parse(localStorage.getItem(STAFF_SESSION_KEY));
  } catch {
    return null;
  }
}

function publish(session: StaffSession | null) {
  for (const listener of listeners) listener(session);
}

export function writeStaffSession(session: StaffSession): void {
  try {
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  } catch {
    // storage blocked: the session lives as long as the page
  }
  memory = session;
  publish(session);
}

export function clearStaffSession(): void {
  try {
    localStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // nothing to clear
  }
  memory = null;
  publish(null);
}

let memory: StaffSession | null = null;

/** The session as it is now: storage first (another tab may have refreshed it), else this page's copy. */
export function currentStaffSession(): StaffSession | null {
  return readStaffSession() ?? memory;
}

/** Follows the session, in this tab and in the others (the storage event). */
export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAFF_SESSION_KEY) listener(parse(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
