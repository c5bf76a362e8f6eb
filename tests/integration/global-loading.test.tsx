import { screen, waitFor } from '@testing-library/react';
import { cms } from '@contract/index';
import { selectIsDomainLoading, selectIsLoading } from '@/lib/http';
import { server } from '../msw/server';
import { deferred, ok, onCall } from '../msw/contract';
import { renderApp } from '../utils/render-app';

const bar = () => screen.queryByRole('progressbar', { name: '正在加载数据' });

describe('the global loading indicator', { timeout: 20_000 }, () => {
  it('shows while any server call runs (the loading flags of spec §4) and goes when they are done', async () => {
    const gate = deferred();
    server.use(
      onCall(
        cms.listArticles4Site,
        async ({ body }) => (await gate.promise, ok({ list: [], total: 0, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 30 })),
      ),
    );
    const { store } = renderApp('/helpCenter');
    await screen.findByRole('heading', { name: '帮助中心' });
    expect(await screen.findByRole('progressbar', { name: '正在加载数据' })).toBeInTheDocument();
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(selectIsDomainLoading(store.getState(), 'cms')).toBe(true);

    gate.resolve();
    await waitFor(() => expect(bar()).toBeNull());
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(await screen.findByText('该栏目暂无文章')).toBeInTheDocument();
  });
});
