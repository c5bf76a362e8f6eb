import { href } from '@/config/paths';
import { resolveRouterBase } from '@/config/router-base';

/** The absolute activation link an invitee opens: /accountActivation?code=… on this site (under its router base). */
export function inviteLink(code: string): string {
  const base = resolveRouterBase();
  const path = `${base === '/' ? '' : base}${href('accountActivation')}?code=${encodeURIComponent(code)}`;
  return `${window.location.origin}${path}`;
}
