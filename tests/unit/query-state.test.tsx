import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { QueryState } from '@/components/ui/query-state';
import { feedsSeo, whenFulfilled } from '@/lib/state/feeds-seo';
import { initialSeoModalState, seoModalSlice } from '@/lib/state/seo-modal-slice';

const ROOT = resolve(__dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
const filesContaining = (pattern: RegExp) =>
  sources(resolve(ROOT, 'src'))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));

describe('QueryState', () => {
  const view = (props: Partial<Parameters<typeof QueryState>[0]>) =>
    render(
      <QueryState loading={false} error={false} onRetry={() => undefined} {...props}>
        <p>内容</p>
      </QueryState>,
    );

  it('shows the skeleton while loading, then the content', () => {
    const { rerender } = view({ loading: true, skeleton: <span>骨架</span> });
    expect(screen.getByText('骨架')).toBeInTheDocument();
    expect(screen.queryByText('内容')).toBeNull();
    rerender(
      <QueryState loading={false} error={false} onRetry={() => undefined}>
        <p>内容</p>
      </QueryState>,
    );
    expect(screen.getByText('内容')).toBeInTheDocument();
  });

  it('shows the error with a retry that calls back, over a stale loading flag', async () => {
    const onRetry = vi.fn();
    view({ loading: true, error: true, onRetry, errorText: '任务加载失败' });
    expect(screen.getByText('任务加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('shows the empty text, or the empty content given', () => {
    const { unmount } = view({ empty: true, emptyText: '暂无收藏' });
    expect(screen.getByText('暂无收藏')).toBeInTheDocument();
    unmount();
    view({ empty: true, emptyContent: <button type="button">去找工作</button> });
    expect(screen.getByRole('button', { name: '去找工作' })).toBeInTheDocument();
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('is the only place a screen writes its own retry (no hand-written copies)', () => {
    // LoadFailure is the page-chunk failure (spec §2), not server data.
    expect(filesContaining(/重新加载/)).toEqual(['src/components/ui/load-failure.tsx', 'src/components/ui/query-state.tsx']);
  });
});

describe('feedsSeo', () => {
  const store = () => configureStore({ reducer: { seoModal: seoModalSlice.reducer } });
  const fulfilled = <T,>(data: T) => Promise.resolve({ data });

  it('keeps what the call returned under its key, shaped when asked', async () => {
    const s = store();
    await feedsSeo('bannerImgSeo')(undefined, { dispatch: s.dispatch, queryFulfilled: fulfilled(['a.png']) });
    await feedsSeo('helpCenterListSeo', (page: { total: number }, arg: { pageNum: number }) => ({ ...arg, ...page }))(
      { pageNum: 2 },
      { dispatch: s.dispatch, queryFulfilled: fulfilled({ total: 7 }) },
    );
    expect(s.getState().seoModal).toEqual({
      ...initialSeoModalState,
      bannerImgSeo: ['a.png'],
      helpCenterListSeo: { pageNum: 2, total: 7 },
    });
  });

  it('leaves the state alone when the call fails, without an unhandled rejection', async () => {
    const s = store();
    const effect = vi.fn();
    await feedsSeo('bannerImgSeo')(undefined, { dispatch: s.dispatch, queryFulfilled: Promise.reject(new Error('500')) });
    await whenFulfilled(effect)(undefined, { dispatch: s.dispatch, queryFulfilled: Promise.reject(new Error('500')) });
    expect(s.getState().seoModal).toEqual(initialSeoModalState);
    expect(effect).not.toHaveBeenCalled();
  });

  it('is the one place that waits on queryFulfilled to feed the state (no hand-written copies)', () => {
    expect(filesContaining(/queryFulfilled\.catch\(\(\) => null\)/)).toEqual(['src/lib/state/feeds-seo.ts']);
  });
});
