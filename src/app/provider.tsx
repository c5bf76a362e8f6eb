import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { FEEDBACK } from '@/components/ui/feedback';
import { FeedbackProvider, useApp } from '@/components/ui/app-feedback';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { setToaster } from '@/lib/http';
import type { AppStore } from './store';

/** Toasts 3 s; notifications 4.5 s, top right, 24 px (spec §9). */
export const MESSAGE_CONFIG = { duration: FEEDBACK.messageSeconds, maxCount: 3 } as const;
export const NOTIFICATION_CONFIG = {
  placement: 'topRight',
  top: FEEDBACK.notificationOffset,
  duration: FEEDBACK.notificationSeconds,
} as const;
const FEEDBACK_CONFIG = { message: MESSAGE_CONFIG, notification: NOTIFICATION_CONFIG };

/** Hands the http layer the app's message API, so its toasts use the app's locale and theme. */
function ToasterBridge() {
  const { message, modal } = useApp();
  useEffect(() => {
    setToaster({
      error: (content) => void message.open({ type: 'error', content, key: content }),
      warning: (content) => void message.open({ type: 'warning', content, key: content }),
      alert: (title, content) => void modal.warning({ title, content, okText: '知道了' }),
    });
    return () => setToaster(null);
  }, [message, modal]);
  return null;
}

/**
 * Shows the spinner until redux-persist has restored the stored state, then the app. Unlike redux-persist's
 * PersistGate (a class that always renders the spinner first and swaps in the app from componentDidMount), it reads
 * the persistor while rendering: the app, whose boot waits for the restore (main.tsx), renders in the first pass,
 * within the first render's time slices, rather than in a second, synchronous render the commit spawns.
 */
function RestoredGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return restored ? children : <ScreenLoading />;
}

export interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Redux, toasts and dialogs on demand, the persisted state restored before anything renders. antd's ConfigProvider
 * is not here: it wraps what uses antd where that is loaded (components/ui/antd-scope.tsx).
 */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <FeedbackProvider config={FEEDBACK_CONFIG}>
        <ToasterBridge />
        <RestoredGate persistor={persistor}>{children}</RestoredGate>
      </FeedbackProvider>
    </ReduxProvider>
  );
}
