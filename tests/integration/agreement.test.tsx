import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cms } from '@contract/index';
import { server } from '../msw/server';
import { deferred, ok, onCall, status } from '../msw/contract';
import { agreement } from '../msw/fixtures';
import { renderApp } from '../utils/render-app';

describe('the service agreement page', { timeout: 15_000 }, () => {
  it('asks the content service for the service_agreement article and renders it sanitised', async () => {
    const asked: unknown[] = [];
    server.use(
      onCall(cms.getArticleDetail4Site, ({ body }) => {
        asked.push(body);
        return ok(
          agreement({
            content:
              '<h3>第二条 账号</h3><p>正文内容</p><script>window.__pwned = true</script><img src="x" alt="logo" onerror="window.__pwned = true">',
          }),
        );
      }),
    );
    const { container } = renderApp('/agreement/service');
    expect(await screen.findByRole('heading', { name: '用户服务协议', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '第二条 账号' })).toBeInTheDocument();
    expect(screen.getByText('正文内容')).toBeInTheDocument();
    expect(asked).toEqual([{ code: 'service_agreement' }]);
    expect(container.querySelector('.article-content script')).toBeNull();
    expect(container.querySelector('.article-content img')).not.toHaveAttribute('onerror');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows a loading state, then the article', async () => {
    const gate = deferred();
    server.use(onCall(cms.getArticleDetail4Site, async () => (await gate.promise, ok(agreement()))));
    renderApp('/agreement/service');
    expect(await screen.findByText('正在加载协议…')).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByText('欢迎使用供应商接单平台。')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    let calls = 0;
    server.use(onCall(cms.getArticleDetail4Site, () => (++calls === 1 ? status(503) : ok(agreement()))));
    renderApp('/agreement/service');
    expect(await screen.findByText('协议加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('欢迎使用供应商接单平台。')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
