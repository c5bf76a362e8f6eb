import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cms } from '@contract/index';
import { server } from '../msw/server';
import { deferred, fail, ok, onCall, status } from '../msw/contract';
import { agreement } from '../msw/fixtures';
import { articlePage, articleSummary } from '../msw/task-fixtures';
import { renderApp } from '../utils/render-app';

function articleCalls() {
  const calls: unknown[] = [];
  server.use(
    onCall(cms.listArticles4Site, ({ body }) => {
      calls.push(body);
      const title = `${body.columnId ?? '全部'}栏目${body.keyword ? `「${body.keyword}」` : ''}第 ${body.pageNum ?? 1} 页`;
      return ok(articlePage([articleSummary({ id: '501', title })], { total: 75, pageNum: body.pageNum, pageSize: body.pageSize }));
    }),
  );
  return calls;
}

describe('the help centre', { timeout: 20_000 }, () => {
  it('shows the column tree, lists a column’s articles, keeps the column, keyword and page in the URL', async () => {
    const calls = articleCalls();
    const { store, where, router } = renderApp('/helpCenter');
    expect(await screen.findByText('全部栏目第 1 页')).toBeInTheDocument();
    const menu = document.querySelector<HTMLElement>('.help-column-menu')!;
    expect(within(menu).getByText('新手入门')).toBeInTheDocument();
    expect(within(menu).getByText('结算周期')).toBeInTheDocument();
    expect(store.getState().seoModal.helpCenterMenuSeo).toHaveLength(2);

    await userEvent.click(within(menu).getByText('企业认证'));
    expect(await screen.findByText('12栏目第 1 页')).toBeInTheDocument();
    expect(where()).toBe('/helpCenter?columnId=12');
    expect(screen.getByText('企业认证', { selector: 'h4' })).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('搜索文章标题'), '认证{Enter}');
    expect(await screen.findByText('12栏目「认证」第 1 页')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('12栏目「认证」第 3 页')).toBeInTheDocument();
    expect(where()).toBe('/helpCenter?columnId=12&keyword=%E8%AE%A4%E8%AF%81&pageNum=3');
    expect(calls.at(-1)).toEqual({ columnId: '12', keyword: '认证', pageNum: 3, pageSize: 30 });
    expect(store.getState().seoModal.helpCenterListSeo).toMatchObject({ columnId: '12', keyword: '认证', total: 75 });

    // A group's title selects the whole group.
    await userEvent.click(within(menu).getByText('结算说明'));
    await waitFor(() => expect(where()).toBe('/helpCenter?columnId=20'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('12栏目「认证」第 3 页')).toBeInTheDocument();
    expect(screen.getByText(/12栏目「认证」第 3 页/).closest('a')).toHaveAttribute('href', '/helpCenter/detail?id=501');
  });

  it('shows loading, empty and error states, and rewrites a malformed page', async () => {
    const gate = deferred();
    let n = 0;
    server.use(
      onCall(cms.listArticles4Site, async ({ body }) => {
        n += 1;
        if (n === 1) return (await gate.promise, ok(articlePage([])));
        if (n === 2) return status(502);
        return ok(articlePage([articleSummary({ title: `重试后 ${body.keyword}` })]));
      }),
    );
    const { where, container } = renderApp('/helpCenter?keyword=没有&pageNum=x&pageSize=7');
    await waitFor(() => expect(where()).toBe('/helpCenter?keyword=%E6%B2%A1%E6%9C%89'));
    expect(container.querySelector('.side-menu-main .ant-skeleton')).not.toBeNull();
    await act(async () => gate.resolve());
    expect(await screen.findByText('没有找到与「没有」相关的文章')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('搜索文章标题'));
    await userEvent.type(screen.getByPlaceholderText('搜索文章标题'), '结算{Enter}');
    expect(await screen.findByText('文章加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByText('重新加载', { selector: 'button span' }));
    expect(await screen.findByText('重试后 结算')).toBeInTheDocument();
  });

  it('renders an article sanitised: no script, no event handlers, no javascript: links', async () => {
    const asked: unknown[] = [];
    server.use(
      onCall(cms.getArticleDetail4Site, ({ body }) => {
        asked.push(body);
        return ok(
          agreement({
            id: '501',
            code: null,
            columnId: '11',
            title: '如何注册供应商账号',
            summary: '三步完成注册。',
            content:
              '<h3>第一步</h3><p>打开登录页。</p><script>window.__pwned = true</script><img src="x" alt="示意图" onerror="window.__pwned = true"><a href="javascript:window.__pwned = true">点我</a><iframe src="https://evil.example"></iframe>',
          }),
        );
      }),
    );
    const { container, store } = renderApp('/helpCenter/detail?id=501');
    expect(await screen.findByText('第一步')).toBeInTheDocument();
    expect(asked).toEqual([{ id: '501' }]);
    const content = container.querySelector('.article-content')!;
    expect(content.querySelector('script, iframe')).toBeNull();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect(within(content as HTMLElement).getByText('点我')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('如何注册供应商账号 - 帮助中心'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', '三步完成注册。');
    expect(store.getState().seoModal.helpCenterArticleSeo).toBe('如何注册供应商账号');
    expect(screen.getByText('帮助中心', { selector: '.light-breadcrumb a' })).toHaveAttribute('href', '/helpCenter?columnId=11');
  });

  it('says a missing or unknown article does not exist', async () => {
    server.use(onCall(cms.getArticleDetail4Site, () => fail('E000404', '文章不存在')));
    const { router } = renderApp('/helpCenter/detail?id=999');
    expect(await screen.findByText('文章不存在或已下线')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('帮助中心'));
    await act(() => router.navigate('/helpCenter/detail'));
    expect(await screen.findByText('文章不存在或已下线')).toBeInTheDocument();
    expect(screen.getByText('返回帮助中心').closest('a')).toHaveAttribute('href', '/helpCenter');
  });
});
