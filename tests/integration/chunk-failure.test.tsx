import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, lazyScreen, withTimeout } from '@/components/ui/lazy-screen';
import type { ScreenModule } from '@/components/ui/lazy-screen';
import { renderApp } from '../utils/render-app';

const never = () => new Promise<ScreenModule>(() => undefined);
const loaded = (text: string) => () => Promise.resolve<ScreenModule>({ default: () => <h2>{text}</h2> });

describe('screen chunks', () => {
  it('counts a chunk that has not loaded within 120 s as a failure', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    try {
      const pending = withTimeout(never, CHUNK_TIMEOUT_MS);
      const outcome = pending.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      let settled = false;
      void pending.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a spinner while loading, then the failure screen, and retrying loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn<() => Promise<ScreenModule>>().mockImplementationOnce(never).mockImplementation(loaded('屏幕内容'));
    const Screen = lazyScreen(loader, 50);
    render(<Screen />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '屏幕内容' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the failure screen when a chunk fails outright (e.g. a stale deploy)', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Screen />);
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('a route whose chunk never loads shows the failure screen inside its layout, titled, never a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/findJob', { chunkTimeoutMs: 50, loaders: { findJob: never } });
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('找工作'));
  });
});
