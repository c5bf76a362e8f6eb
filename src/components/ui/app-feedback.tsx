import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * Toasts, notifications and confirmation dialogs: the same API as antd's `App.useApp()`, without antd's message,
 * notification and modal code in the first load (they are ~20 KB gzip, and no page needs them before the user acts).
 * The first call loads them (feedback-holders.tsx) and is shown as soon as they arrive; later calls go straight
 * through. Calls return nothing: none of ours use the handle antd returns.
 */
/** The named methods of `T`, taking the same arguments and returning nothing. */
type Calls<T, K extends keyof T> = { [P in K]: T[P] extends (...args: infer A) => unknown ? (...args: A) => void : never };

export interface Feedback {
  message: Calls<MessageInstance, 'open' | 'success' | 'error' | 'info' | 'warning' | 'loading' | 'destroy'>;
  notification: Calls<NotificationInstance, 'open' | 'success' | 'error' | 'info' | 'warning' | 'destroy'>;
  modal: Calls<ModalApi, 'confirm' | 'info' | 'success' | 'error' | 'warning'>;
}

type Part = keyof Feedback;
const METHODS: { [K in Part]: (keyof Feedback[K])[] } = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
};

/** A Feedback whose every method waits for `load()` (once), then calls the loaded one. */
export function deferredFeedback(load: () => Promise<Feedback>): Feedback {
  let ready: Feedback | null = null;
  let loading: Promise<Feedback> | null = null;
  const get = () => {
    loading ??= load().then(
      (api) => (ready = api),
      (error: unknown) => {
        loading = null; // a failed chunk load is retried on the next call
        throw error;
      },
    );
    return loading;
  };
  const part = <K extends Part>(name: K): Feedback[K] => {
    const methods = METHODS[name] as string[];
    return Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: unknown[]) => {
          const call = (api: Feedback) => (api[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
          if (ready) call(ready);
          else get().then(call, (error: unknown) => console.error('feedback failed to load', error));
        },
      ]),
    ) as unknown as Feedback[K];
  };
  return { message: part('message'), notification: part('notification'), modal: part('modal') };
}

/** Outside the provider (a component rendered on its own): antd's static methods, loaded on first use. */
const staticFeedback = deferredFeedback(() => import('./feedback-static').then((m) => m.staticFeedback));

const FeedbackContext = createContext<Feedback>(staticFeedback);

export interface FeedbackConfig {
  message: { duration: number; maxCount: number };
  notification: { placement: 'topRight'; top: number; duration: number };
}

type HoldersProps = { config: FeedbackConfig; onReady: (api: Feedback) => void };
const loadHolders = () => import('./feedback-holders').then((m) => m.default);

/**
 * Gives its subtree `useApp()`. The holders bring their own AntdScope, so what they show takes the app's locale and theme.
 * The holders' code is imported first and mounted only once it is here: a failed import (offline) rejects the
 * call, which the next call tries again, and never takes the page down. Once the page is idle the code is fetched
 * ahead, so a "network error" toast does not itself depend on the network.
 */
export function FeedbackProvider({ config, children }: { config: FeedbackConfig; children: ReactNode }) {
  const [Holders, setHolders] = useState<ComponentType<HoldersProps> | null>(null);
  const resolveRef = useRef<((api: Feedback) => void) | null>(null);
  const ready = useMemo(() => new Promise<Feedback>((resolve) => (resolveRef.current = resolve)), []);
  const api = useMemo(
    () =>
      deferredFeedback(() =>
        loadHolders().then((component) => {
          setHolders(() => component);
          return ready;
        }),
      ),
    [ready],
  );
  const onReady = useCallback((loaded: Feedback) => resolveRef.current?.(loaded), []);
  useEffect(() => {
    const prefetch = () => void loadHolders().catch(() => undefined);
    const timer = window.setTimeout(
      () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(prefetch) : prefetch()),
      3000,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <FeedbackContext.Provider value={api}>
      {children}
      {Holders && <Holders config={config} onReady={onReady} />}
    </FeedbackContext.Provider>
  );
}

/** `{ message, notification, modal }`, as antd's `App.useApp()`. */
export function useApp(): Feedback {
  return useContext(FeedbackContext);
}
