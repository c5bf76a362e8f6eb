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

/**
 * A lazily loaded screen: a spinner while its chunk loads, a failure screen with a retry button when it fails
 * or takes longer than `timeoutMs`. Retrying asks for the chunk again.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, timeoutMs: number = CHUNK_TIMEOUT_MS): ComponentType {
  const create = () => lazy(() => withTimeout(load, timeoutMs));
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
  return LazyScreen;
}
