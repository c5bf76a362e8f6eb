import { useEffect, useRef, useState } from 'react';
import type { NoticeSocketMessage } from '@contract/notifications';
import { ERROR_CODES } from '@contract/http.meta';
import { LIVE_TOPICS, NOTICE_BATCH_MS, NOTICE_SOCKET_CLOSE } from '@contract/notifications.meta';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, leaveSupplier, session } from '@/lib/http';
import { useSharedSelector } from '@/lib/state/hooks';
import { notificationsApi } from './api';
import { summarize, type NoticeBatch } from './notice-effects';
import { noticeSocketUrl, reconnectDelay } from './socket-url';

/** Closes after which reconnecting with the same token is pointless: wait for a new token. */
const TERMINAL = new Set<number>([NOTICE_SOCKET_CLOSE.unauthorized, NOTICE_SOCKET_CLOSE.sessionEnded]);

type Pushed = Exclude<NoticeSocketMessage, { type: 'ended' | 'ready' }>;

/** Only what the server sends is acted on; anything else on the socket is ignored. */
function parse(data: unknown): NoticeSocketMessage | null {
  try {
    const m = JSON.parse(String(data)) as Partial<NoticeSocketMessage> | null;
    if (!m || typeof m !== 'object') return null;
    if (m.type === 'ended') return typeof m.errorCode === 'string' ? (m as NoticeSocketMessage) : null;
    if (m.type === 'ready' || m.type === 'unread' || m.type === 'notice')
      return typeof m.unreadCount === 'number' ? (m as NoticeSocketMessage) : null;
    if (m.type === 'changed') return (LIVE_TOPICS as readonly unknown[]).includes(m.topic) ? (m as NoticeSocketMessage) : null;
    return null;
  } catch {
    return null;
  }
}

/**
 * Keeps one WebSocket to the gateway while a supplier member is logged in. It authenticates with its first
 * message (never the URL), sends the token again after every refresh, reconnects with backoff, and feeds the
 * request cache: pushed notices are applied in batches (NOTICE_BATCH_MS), so a flood is one count update, one
 * invalidation per tag and a few pop-ups. A removed member's pages end at once (leaveSupplier). `live` is false
 * while it is down, and the bell polls meanwhile.
 */
export function useNoticeSocket(onBatch?: (batch: NoticeBatch) => void): { live: boolean } {
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
  const onBatchRef = useRef(onBatch);
  onBatchRef.current = onBatch;
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
    let pending: Pushed[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const setCount = (unreadCount: number) =>
      void dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount }));

    function flush() {
      flushTimer = undefined;
      const batch = summarize(pending);
      pending = [];
      if (stopped) return;
      if (batch.unreadCount !== null) setCount(batch.unreadCount);
      if (batch.listChanged) dispatch(notificationsApi.util.invalidateTags([{ type: 'Notice', id: 'LIST' }]));
      if (batch.tags.length) dispatch(baseApi.util.invalidateTags(batch.tags));
      // Permissions, role or verification changed: the guards and the header follow the server again.
      if (batch.sessionChanged)
        void session()
          .reloadLoginInfo()
          .catch(() => undefined);
      onBatchRef.current?.(batch);
    }

    function connect() {
      const socket = new WebSocket(noticeSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: tokenRef.current, suppliersId: supplierId }));
      socket.onmessage = (event: MessageEvent) => {
        const m = parse(event.data);
        if (!m) return;
        if (m.type === 'ended') {
          terminalRef.current = true;
          if (m.errorCode === ERROR_CODES.removedFromSupplier) leaveSupplier(m.message);
          return;
        }
        if (m.type === 'ready') {
          attempt = 0;
          setLive(true);
          setCount(m.unreadCount);
          return;
        }
        pending.push(m);
        flushTimer ??= setTimeout(flush, NOTICE_BATCH_MS);
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        setLive(false);
        if (stopped) return;
        if (TERMINAL.has(event.code)) {
          terminalRef.current = true;
          if (event.reason === ERROR_CODES.removedFromSupplier) leaveSupplier();
          return;
        }
        timer = setTimeout(connect, event.code === NOTICE_SOCKET_CLOSE.tokenExpired ? 1000 : reconnectDelay(attempt++));
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(flushTimer);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000);
    };
  }, [hasSession, supplierId, generation, dispatch]);

  return { live };
}
