import { API_BASE_PATH } from '@contract/http.meta';
import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { env } from '@/config/env';

/**
 * The live channel's address: the environment's socket origin, or (empty) the page's own origin with ws/wss by
 * the page's protocol, so the Vite proxy and the built app served by the gateway both work.
 */
export function noticeSocketUrl(
  socketBase: string = env.addresses.socket,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const origin = socketBase ? socketBase.replace(/\/+$/, '') : `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
  return `${origin}${API_BASE_PATH}${NOTICE_SOCKET_PATH}`;
}

/** Reconnect delays: 1 s doubling to 30 s, with up to 20 % jitter so many tabs do not return in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (1 + 0.2 * random()));
}
