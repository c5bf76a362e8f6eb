import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { ScreenLoading } from './screen-loading';

/** A screen's code that has not arrived within this time counts as a load failure (spec §2). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`页面代码在 ${ms} ms 内未加载完成`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects with ChunkTimeoutError when `load` has not settled within `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed to load', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <LoadFailure onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export type ScreenModule = { default: ComponentType };

/** A lazily loaded component that can be asked for ahead of its first render. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  /** Loads the code (a failure is left for the render to show); afterwards the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that remembers what it loaded: once `preload()` (or a render) has the module, the component renders it
 * directly, so a page whose code was fetched before the first render commits at once, with no fallback in between
 * (main.tsx does this for the first page, which then replaces the static shell of index.html in one step).
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  // One load at a time, shared by preload() and the render: two loads would give two component types (AntdScope
  // wraps each module it loads), and a later render picking the other one would remount what the user is in.
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const keep = () => {
    pending ??= load().then(
      (module) => {
        loaded ??= module.default;
        return { default: loaded };
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(keep);
  function PreloadableLazy(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later render would be a
    // new element type, i.e. a remount (a dialog opened before its code came would lose what was typed into it).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  PreloadableLazy.preload = () =>
    keep().then(
      () => undefined,
      () => undefined,
    );
  return PreloadableLazy;
}

/**
 * A lazily loaded screen: a spinner while its chunk loads, a failure screen with a retry button when it fails
 * or takes longer than `timeoutMs`. Retrying asks for the chunk again. `preload()` fetches it ahead of the render.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, timeoutMs: number = CHUNK_TIMEOUT_MS): Preloadable {
  const create = () => preloadableLazy(() => withTimeout(load, timeoutMs));
  let Loaded = create();

  function LazyScreen() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = create();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<ScreenLoading />}>
          <Loaded />
        </Suspense>
      </LoadBoundary>
    );
  }
  LazyScreen.preload = () => Loaded.preload();
  return LazyScreen;
}

/**
 * A lazy module's default export wrapped in AntdScope (antd in Chinese, the portal's theme), the scope's code
 * loaded beside it: for what uses antd and is not on a public page's first load.
 */
export function withAntdScope<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () => Promise.all([load(), import('./antd-scope')]).then(([module, scope]) => ({ default: scope.scoped(module.default) }));
}
