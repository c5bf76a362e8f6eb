import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setToaster } from '@/lib/http/notify';
import { configureSession } from '@/lib/http/session-port';
import { tracker } from '@/lib/tracking';
import { server } from './msw/server';
import { runCleanups } from './utils/cleanups';

// A screen's chunk (antd included) can take a few seconds to transform on a busy machine.
// The live regions (components/ui/live-region.ts) repeat every toast's words for screen readers, a moment later:
// text queries look at what is on screen, so they skip them (tests of the announcements query the regions by id).
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, #live-polite, #live-polite *, #live-assertive, #live-assertive *' });

// antd needs these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// jsdom does not implement scrolling; ScrollRestoration calls it.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await runCleanups();
  vi.restoreAllMocks();
  server.resetHandlers();
  configureSession(null);
  setToaster(null);
  tracker.reset();
  localStorage.clear();
  document.title = '';
});
afterAll(() => server.close());
