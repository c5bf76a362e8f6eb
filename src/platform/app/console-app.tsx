import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PlatformStore } from './store';
import { Toasts } from './toasts';

/** The console's root: the request cache and the messages. antd comes with the screens (app/antd-frame.tsx). */
export function ConsoleApp({ store, children }: { store: PlatformStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toasts />
    </Provider>
  );
}
