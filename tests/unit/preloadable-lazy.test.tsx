import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('keeps what was rendered before the code came: a later render neither remounts it nor loads twice', async () => {
    // A dialog opened (rendered) while its preload is still in flight, then its parent re-renders.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Field = () => <input aria-label="账号" />;
    // A new component per load, as withAntdScope makes: two loads would be two types.
    const load = vi.fn(async () => {
      await gate;
      return { default: (() => <Field />) as typeof Page };
    });
    const Lazy = preloadableLazy(load);
    void Lazy.preload();
    function Parent() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>刷新 {n}</button>
          <Suspense fallback={<p>加载中</p>}>
            <Lazy />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => release());
    const box = await screen.findByRole('textbox', { name: '账号' });
    await userEvent.type(box, '6225');
    await userEvent.click(screen.getByRole('button', { name: /刷新/ }));
    expect(screen.getByRole('textbox', { name: '账号' })).toBe(box);
    expect(box).toHaveValue('6225');
    expect(load).toHaveBeenCalledTimes(1);
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
