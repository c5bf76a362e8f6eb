import type { Persistor } from 'redux-persist';

const pending: Array<() => unknown> = [];

/** Runs after the test (tests/setup.ts): unwires sessions, stops persistors. */
export function onCleanup(fn: () => unknown): void {
  pending.push(fn);
}

export async function runCleanups(): Promise<void> {
  while (pending.length) await pending.pop()?.();
}

/** Resolves once redux-persist has restored the stored state (what the app provider waits for). */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** Lets a test's persistor write what it has queued, then stops it, so nothing leaks into the next test. */
export async function stopPersistor(persistor: Persistor): Promise<void> {
  await persistor.flush();
  persistor.pause();
}
