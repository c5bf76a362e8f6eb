import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { TodoSocketMessage } from '@contract/platform/todo';
import { env } from '@/config/env';
import { reconnectDelay } from '@/features/notifications/socket-url';
import { refreshOnce } from '../http/client';
import { PLATFORM_BASE } from '../http/paths';
import { currentStaffSession } from '../http/staff-session';
import { todoApi } from '../api/todo';
import type { PlatformDispatch } from './store';

/** The live channel's address (contract TODO_SOCKET_PATH) on the gateway's origin, ws or wss by the page's. */
export function todoSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const socket = env.addresses.socket;
  const origin = socket ? socket.replace(/\/+$/, '') : `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
  return `${origin}${PLATFORM_BASE}/auth/todo/socket`;
}

/** Close codes of contract TODO_SOCKET_CLOSE: 4420 the token expired (refresh, reconnect); 4401 and 4403 end it. */
const TOKEN_EXPIRED = 4420;
const FINAL = new Set([4401, 4403]);

/**
 * While 待办 is open: the counts as the server pushes them (a supplier's submission shows without reload). A lost
 * connection comes back, 1 s doubling to 30 s.
 */
export function useTodoLive(): void {
  const dispatch = useDispatch<PlatformDispatch>();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      if (stopped || typeof WebSocket === 'undefined') return;
      socket = new WebSocket(todoSocketUrl());
      socket.onopen = () => {
        attempt = 0;
        socket?.send(JSON.stringify({ type: 'auth', token: currentStaffSession()?.token ?? '' }));
      };
      socket.onmessage = (event) => {
        let message: TodoSocketMessage | null;
        try {
          message = JSON.parse(String(event.data)) as TodoSocketMessage;
        } catch {
          return;
        }
        if (message?.type !== 'counts') return;
        const counts = message.counts;
        dispatch(todoApi.util.upsertQueryData('platformTodoCounts', {}, counts));
      };
      socket.onclose = (event) => {
        socket = null;
        if (stopped || FINAL.has(event.code)) return;
        const again = () => {
          timer = setTimeout(connect, reconnectDelay(attempt++));
        };
        if (event.code === TOKEN_EXPIRED) void refreshOnce().then(connect, () => undefined);
        else again();
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [dispatch]);
}
