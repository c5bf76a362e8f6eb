import { useEffect, useRef, useState } from 'react';
import type { NoticeKind, NoticeSocketMessage } from '@contract/notifications';
import { NOTICE_SOCKET_CLOSE } from '@contract/notifications.meta';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useSharedSelector } from '@/lib/state/hooks';
import { notificationsApi } from './api';
import { noticeSocketUrl, reconnectDelay } from './socket-url';

const NOTICE_CHANGES: Partial<Record<NoticeKind, ('Candidate' | 'Settlement' | 'Order')[]>> = {
  candidate_status: ['Candidate'],
  settlement: ['Settlement'],
  order_status: ['Order'],
};

/** Closes after which reconnecting with the same token is pointless: wait for a new token. */
const TERMINAL = new Set<number>([NOTICE_SOCKET_CLOSE.unauthorized, NOTICE_SOCKET_CLOSE.sessionEnded]);

/**
 * Keeps one WebSocket to the gateway while a supplier member is logged in. It authenticates with its first
 * message (never the URL), sends the token again after every refresh, reconnects with backoff, and feeds the
 * request cache: the unread count directly, the notice list by invalidation. `live` is false while it is down,
 * and the bell polls meanwhile.
 */
export function useNoticeSocket(onNotice?: (m: Extract<NoticeSocketMessage, { type: 'notice' }>) => void): { live: boolean } {
  const token = useSharedSelector((s) => s.global.token);
  const supplierId = useSharedSelector((s) => s.global.supplierId);
  // The request cache's thunks need its own state type, which features cannot import from the app.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const [live, setLive] = useState(false);
  // A terminal close waits for the next token; bumping this starts a new connection then.
  const [generation, setGeneration] = useState(0);
  const tokenRef = useRef(token);
  const socketRef = useRef<WebSocket | null>(null);
  const terminalRef = useRef(false);
  const onNoticeRef = useRef(onNotice);
  onNoticeRef.current = onNotice;
  const hasSession = Boolean(token) && Boolean(supplierId);

  useEffect(() => {
    tokenRef.current = token;
    const socket = socketRef.current;
    if (token && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'auth', token, suppliersId: supplierId }));
    else if (token && terminalRef.current) {
      terminalRef.current = false;
      setGeneration((g) => g + 1);
    }
  }, [token, supplierId]);

  useEffect(() => {
    if (!hasSession) return undefined;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const setCount = (unreadCount: number) => void dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount }));

    function connect() {
      const socket = new WebSocket(noticeSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: tokenRef.current, suppliersId: supplierId }));
      socket.onmessage = (event: MessageEvent) => {
        let m: NoticeSocketMessage;
        try {
          m = JSON.parse(String(event.data)) as NoticeSocketMessage;
        } catch {
          return;
        }
        if (m.type === 'ready') {
          attempt = 0;
          setLive(true);
        }
        setCount(m.unreadCount);
        if (m.type !== 'ready') dispatch(notificationsApi.util.invalidateTags([{ type: 'Notice', id: 'LIST' }]));
        if (m.type === 'notice') {
          // What the notice reports has changed: a candidate's step, a bill (the overview's commission reads both).
          const changed = NOTICE_CHANGES[m.notice.kind];
          if (changed) dispatch(notificationsApi.util.invalidateTags(changed));
          onNoticeRef.current?.(m);
        }
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        setLive(false);
        if (stopped) return;
        if (TERMINAL.has(event.code)) {
          terminalRef.current = true;
          return;
        }
        timer = setTimeout(connect, event.code === NOTICE_SOCKET_CLOSE.tokenExpired ? 1000 : reconnectDelay(attempt++));
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000);
    };
  }, [hasSession, supplierId, generation, dispatch]);

  return { live };
}
