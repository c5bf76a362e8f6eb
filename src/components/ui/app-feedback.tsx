import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
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

const FeedbackHolders = lazy(() => import('./feedback-holders'));

export interface FeedbackConfig {
  message: { duration: number; maxCount: number };
  notification: { placement: 'topRight'; top: number; duration: number };
}

/** Gives its subtree `useApp()`. Sits inside ConfigProvider, so what it shows takes the app's locale and theme. */
export function FeedbackProvider({ config, children }: { config: FeedbackConfig; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const resolveRef = useRef<((api: Feedback) => void) | null>(null);
  const promise = useMemo(() => new Promise<Feedback>((resolve) => (resolveRef.current = resolve)), []);
  const api = useMemo(
    () =>
      deferredFeedback(() => {
        setWanted(true);
        return promise;
      }),
    [promise],
  );
  const onReady = useCallback((loaded: Feedback) => resolveRef.current?.(loaded), []);
  return (
    <FeedbackContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders config={config} onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** `{ message, notification, modal }`, as antd's `useApp()`. */
export function useApp(): Feedback {
  return useContext(FeedbackContext);
}
