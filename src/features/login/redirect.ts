import { CHANNEL_PARAMS, paths } from '@/config/paths';

export const DEFAULT_AFTER_LOGIN = paths.workbench;

/**
 * The `redirect` parameter if it names a page of this site (a relative path), else null: no open redirect to
 * another origin (`//evil.example`, `https://…`, `/\evil`), no scheme tricks, no loop back to /login.
 */
export function safeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    // `/.//evil.example` normalises to a path that starts with `//`: as a link it would leave the site.
    if (url.pathname === paths.login || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after login: the safe redirect or the workbench, carrying sid and sourcecode from `search`. */
export function afterLoginTarget(search: string, origin?: string): string {
  const current = new URLSearchParams(search);
  const target = new URL(safeRedirect(current.get('redirect'), origin) ?? DEFAULT_AFTER_LOGIN, 'http://local');
  for (const key of CHANNEL_PARAMS) {
    const value = current.get(key);
    if (value && !target.searchParams.has(key)) target.searchParams.set(key, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The invitation code when the login was reached from an invitation link (redirect back to /accountActivation?code=…). */
export function invitationCodeOf(search: string, origin: string = window.location.origin): string | null {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'), origin);
  if (!target) return null;
  const url = new URL(target, origin);
  return url.pathname === paths.accountActivation ? url.searchParams.get('code') : null;
}
