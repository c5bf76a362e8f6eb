import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { preloadableLazy } from '@/components/ui/lazy-screen';
import { buildRoutes, preloadCurrentRoute } from '@/app/router';

const Page = () => <h1>页面</h1>;

describe('preloadableLazy', () => {
  it('renders a preloaded module in the first commit, with no fallback in between', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously after render: no fallback, the page itself.
    expect(screen.getByRole('heading', { name: '页面' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('suspends as React.lazy does when nothing was preloaded', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Page }));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '页面' })).toBeInTheDocument();
  });

  it('a failed preload is left for the render to show (it does not reject)', async () => {
    const Lazy = preloadableLazy(() => Promise.reject<{ default: typeof Page }>(new Error('offline')));
    await expect(Lazy.preload()).resolves.toBeUndefined();
  });
});

describe('preloadCurrentRoute', () => {
  it("fetches the current location's screen (and the header where the layout has one)", async () => {
    const login = vi.fn(async () => ({ default: Page }));
    const home = vi.fn(async () => ({ default: Page }));
    const router = createMemoryRouter(buildRoutes({ loaders: { login, home } }), { initialEntries: ['/login'] });
    await act(() => preloadCurrentRoute(router));
    expect(login).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    router.dispose();
  });
});
