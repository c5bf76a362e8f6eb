import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tasks } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { taskPage, taskSummary } from '../msw/task-fixtures';
import { loggedIn, renderApp } from '../utils/render-app';

// Role queries over a page with antd's table styles take seconds each in jsdom: these use text queries.
describe('my collections', { timeout: 20_000 }, () => {
  it('lists the collected tasks in the personal centre and uncollects one', async () => {
    let collected = [
      taskSummary({ taskId: '101', collected: true }),
      taskSummary({ taskId: '102', title: '福田仓库分拣员', collected: true }),
    ];
    const uncollected: unknown[] = [];
    server.use(
      onCall(tasks.getCollectionPage, ({ body }) =>
        ok({
          ...taskPage([], { pageNum: body.pageNum, pageSize: body.pageSize }),
          total: collected.length,
          list: collected.map((t) => ({ ...t, status: 'open' as const, collectTime: '2024-05-02T10:00:00+08:00' })),
        }),
      ),
      onCall(tasks.collectTask, ({ body }) => {
        uncollected.push(body);
        collected = collected.filter((t) => t.taskId !== body.taskId);
        return ok({ collected: false });
      }),
    );
    renderApp('/myUserInfo/collection', { global: loggedIn });
    expect(await screen.findByText('福田仓库分拣员')).toHaveAttribute('href', '/findJob/workDetail/102');
    expect(screen.getByText('南山科技园保安')).toBeInTheDocument();
    expect(screen.getByText('我的收藏', { selector: '.side-nav-item' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByText('取消收藏')[1]);
    await waitFor(() => expect(screen.queryByText('福田仓库分拣员')).toBeNull());
    expect(uncollected).toEqual([{ taskId: '102', collect: false }]);
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('shows an empty state with a way to find work', async () => {
    renderApp('/myUserInfo/collection', { global: loggedIn });
    expect(await screen.findByText('暂无收藏的任务')).toBeInTheDocument();
    expect(screen.getByText('去找工作').closest('a')).toHaveAttribute('href', '/findJob');
  });
});
