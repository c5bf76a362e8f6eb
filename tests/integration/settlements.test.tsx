import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settlements } from '@contract/index';
import { HttpResponse, http } from 'msw';
import { server } from '../msw/server';
import { deferred, ok, onCall, status } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { counts as settlementCounts, settlementSummary } from '../msw/settlement-fixtures';
import { captureDownloads } from '../utils/downloads';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['order:manage', 'settlement:view', 'settlement:confirm'] };
const VIEWER = { isMain: false, authList: ['settlement:view'] };
const NOBODY = { isMain: false, authList: ['task:take'] };
const SLOW = { timeout: 20_000 };

const page = (list = [settlementSummary()]) => ok({ list, total: list.length, pageNum: 1, pageSize: 30 });

function pageCalls(answer = () => page()) {
  const bodies: Record<string, unknown>[] = [];
  server.use(onCall(settlements.settlementPage, ({ body }) => (bodies.push(body), answer())));
  return bodies;
}

describe('settlement management', { timeout: 90_000 }, () => {
  it('lists the bills with counts on the status tabs, money in yuan with two decimals; tabs and filters ask again', async () => {
    const bodies = pageCalls(() =>
      page([settlementSummary(), settlementSummary({ settlementId: 's-2', status: 'paid', statusLabel: '已付款', totalAmount: 5 })]),
    );
    const { where } = renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('¥12,345.67', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('¥0.05')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-01 至 2026-11-15')).toHaveLength(2);
    expect(await screen.findByText('全部（15）')).toBeInTheDocument();
    for (const name of ['待确认（1）', '有异议（2）', '已确认（3）', '已付款（4）', '付款失败（5）'])
      expect(screen.getByText(name)).toBeInTheDocument();
    // The total amount per status, beside how many bills there are.
    const amounts = screen.getByLabelText('各状态结算金额');
    expect(within(amounts).getByText('待确认 · 1 张').nextSibling).toHaveTextContent('¥23,456.78');
    expect(within(amounts).getByText('已付款 · 4 张').nextSibling).toHaveTextContent('¥7,700.00');
    expect(screen.getByLabelText('查看结算单 s-1')).toHaveAttribute(
      'href',
      '/workbench/settlementManagement/checkSettlementList/pending/s-1',
    );
    expect(screen.getByLabelText('确认结算单 s-1')).toHaveAttribute('href', '/workbench/settlementManagement/confirmSettlementList/s-1');
    expect(screen.queryByLabelText('确认结算单 s-2')).toBeNull();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });

    await userEvent.click(screen.getByText('付款失败（5）'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'failed' }));
    expect(where()).toBe('/workbench/settlementManagement?status=failed');
    await userEvent.type(screen.getByLabelText('搜索结算单'), '  保安 {Enter}');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'failed', keyword: '保安' }));
  });

  it('holds the place of the amounts per status until the counts come, so the tabs under them never move', async () => {
    pageCalls();
    const counts = deferred();
    server.use(onCall(settlements.settlementCount, async () => (await counts.promise, ok(settlementCounts))));
    renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });
    const amounts = await screen.findByLabelText('各状态结算金额', {}, SLOW);
    expect(amounts).toHaveAttribute('aria-busy', 'true');
    expect(amounts.querySelectorAll('.settlement-amount')).toHaveLength(5);
    expect(amounts.querySelectorAll('.light-skeleton-text')).toHaveLength(10);
    counts.resolve();
    expect(await within(amounts).findByText('待确认 · 1 张')).toBeInTheDocument();
    expect(amounts).not.toHaveAttribute('aria-busy');
    expect(amounts.querySelector('.light-skeleton-text')).toBeNull();
  });

  it('restores the filters from the address (back from a bill) and sends the period', async () => {
    const bodies = pageCalls();
    renderApp('/workbench/settlementManagement?status=pending&from=2026-11-01&to=2026-11-30&taskId=t-1', { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30, status: 'pending', from: '2026-11-01', to: '2026-11-30', taskId: 't-1' });
  });

  it('shows an empty state, and a filtered one', async () => {
    pageCalls(() => page([]));
    renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('暂无结算单，平台出具账单后会显示在这里', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByText(/^已付款（/));
    expect(await screen.findByText('没有符合条件的结算单')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    let fail = true;
    pageCalls(() => (fail ? (status(500) as never) : page()));
    renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });
    const retry = (await screen.findByText('重新加载', {}, SLOW)).closest('button')!;
    expect(screen.getByText('结算单加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('¥12,345.67', {}, SLOW)).toBeInTheDocument();
  });

  it('tells a member without settlement:view why there is nothing, and asks the gateway nothing', async () => {
    const bodies = pageCalls();
    renderApp('/workbench/settlementManagement', { global: signedInAs(NOBODY) });
    expect(await screen.findByText('没有查看结算单的权限', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('gives a viewer without settlement:confirm no confirm and no delete', async () => {
    pageCalls();
    renderApp('/workbench/settlementManagement', { global: signedInAs(VIEWER) });
    expect(await screen.findByLabelText('查看结算单 s-1', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('确认结算单 s-1')).toBeNull();
    expect(screen.queryByLabelText('删除结算单 s-1')).toBeNull();
  });

  it('offers 删除 only on a bill that can be deleted (a superseded disputed one), after a confirmation', async () => {
    pageCalls(() =>
      page([
        settlementSummary(),
        settlementSummary({ settlementId: 's-2', status: 'disputed', statusLabel: '有异议' }),
        settlementSummary({ settlementId: 's-3', status: 'disputed', statusLabel: '有异议', supersededBy: 's-4', deletable: true }),
      ]),
    );
    const deleted: unknown[] = [];
    server.use(onCall(settlements.settlementDelete, ({ body }) => (deleted.push(body), ok(null))));
    renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });

    await userEvent.click(await screen.findByLabelText('删除结算单 s-3', {}, SLOW));
    expect(screen.queryByLabelText('删除结算单 s-1')).toBeNull();
    expect(screen.queryByLabelText('删除结算单 s-2')).toBeNull();
    expect(screen.getByText('有异议·已更正')).toBeInTheDocument();
    const dialog = (await screen.findAllByText('删除结算单 s-3？', {}, SLOW))[0].closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/更正账单 s-4/)).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByText(/^删\s?除$/));
    await waitFor(() => expect(deleted).toEqual([{ settlementId: 's-3' }]));
    // The toast, and the same words in the live region that announces it.
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('已删除'), SLOW);
  });

  it('sorts on the server by amount, period and issue time; page, size and sort live in the address', async () => {
    const bodies = pageCalls(() => ok({ list: [settlementSummary()], total: 120, pageNum: 1, pageSize: 30 }));
    const { where } = renderApp('/workbench/settlementManagement?status=pending', { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(name))!;
    expect(header('任务 / 用工企业').getAttribute('aria-sort')).toBeNull();

    const sortBy = (name: string) => userEvent.click(within(header(name)).getByRole('button', { name }));
    await sortBy('结算金额（元）');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'pending', sortField: 'totalAmount', sortOrder: 'desc' }),
    );
    expect(where()).toBe('/workbench/settlementManagement?status=pending&sortField=totalAmount&sortOrder=desc');
    await waitFor(() => expect(header('结算金额（元）')).toHaveAttribute('aria-sort', 'descending'));
    await sortBy('结算金额（元）');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sortField: 'totalAmount', sortOrder: 'asc' }));
    await sortBy('出具时间');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sortField: 'issuedAt', sortOrder: 'desc' }));

    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 3, pageSize: 30, status: 'pending', sortField: 'issuedAt', sortOrder: 'desc' }),
    );
    expect(where()).toBe('/workbench/settlementManagement?status=pending&sortField=issuedAt&sortOrder=desc&pageNum=3');
    // Another filter starts again from the first page and keeps the sort.
    await userEvent.click(screen.getByRole('tab', { name: /^已付款/ }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'paid', sortField: 'issuedAt', sortOrder: 'desc' }),
    );
  });

  it('reads page, size, sort and filters back from the address; what does not parse is the default, never sent', async () => {
    const bodies = pageCalls();
    renderApp('/workbench/settlementManagement?pageNum=2&pageSize=50&sortField=periodFrom&sortOrder=asc&taskId=t-1', {
      global: signedInAs(ADMIN),
    });
    await screen.findByText('¥12,345.67', {}, SLOW);
    expect(bodies[0]).toEqual({ pageNum: 2, pageSize: 50, sortField: 'periodFrom', sortOrder: 'asc', taskId: 't-1' });
  });

  it('falls back to the defaults for a sort field, page size, status or period it does not know', async () => {
    const bodies = pageCalls();
    renderApp(
      '/workbench/settlementManagement?pageNum=-3&pageSize=1000000000&sortField=total_fen&sortOrder=up&status=lost&from=2026-02-30&to=2026-03-01&keyword=',
      {
        global: signedInAs(ADMIN),
      },
    );
    expect(await screen.findByText('¥12,345.67', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });
    expect(screen.getByRole('tab', { name: /^全部/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by a period once both of its days are there; half a period stays in the boxes and asks nothing', async () => {
    const bodies = pageCalls();
    const { where } = renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    const start = screen.getByLabelText('周期开始');
    const end = screen.getByLabelText('周期结束');
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    expect(start).toHaveValue('2026-11-01');
    expect(where()).toBe('/workbench/settlementManagement');
    fireEvent.change(end, { target: { value: '2026-11-30' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, from: '2026-11-01', to: '2026-11-30' }));
    expect(where()).toBe('/workbench/settlementManagement?from=2026-11-01&to=2026-11-30');
    // One day taken away: the list is no longer filtered by a period, the other day stays typed.
    // (The unfiltered first page is in the request cache: no new request.)
    fireEvent.change(end, { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement'));
    expect(start).toHaveValue('2026-11-01');
    expect(end).toHaveValue('');
    fireEvent.change(end, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, from: '2026-11-01', to: '2026-11-20' }));
  });

  it("filters by a task of the supplier's orders, and searches again when the keyword is cleared", async () => {
    const bodies = pageCalls();
    const { where } = renderApp('/workbench/settlementManagement?keyword=保安', { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    const box = screen.getByRole('searchbox', { name: '搜索结算单' });
    expect(box).toHaveValue('保安');
    const task = screen.getByLabelText('任务');
    await waitFor(() => expect(within(task).getByRole('option', { name: '南山科技园保安' })).toBeInTheDocument());
    await userEvent.selectOptions(task, '南山科技园保安');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, taskId: 't-1', keyword: '保安' }));
    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, taskId: 't-1' }));
    expect(where()).toBe('/workbench/settlementManagement?taskId=t-1');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await userEvent.type(box, 's-1');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, taskId: 't-1', keyword: 's-1' }));
  });

  it('drops a period whose start is after its end, and exports the filtered, sorted list', async () => {
    const bodies = pageCalls();
    const exported: unknown[] = [];
    server.use(
      http.post(`/api/jy-turing-suppliers${settlements.settlementPageExport.path}`, async ({ request }) => {
        exported.push(await request.json());
        return new HttpResponse(new Blob(['xlsx']), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('结算单列表-2026-11-30.xlsx')}`,
          },
        });
      }),
    );
    const downloads = captureDownloads();
    try {
      renderApp(
        '/workbench/settlementManagement?from=2026-12-01&to=2026-11-01&status=pending&sortField=totalAmount&sortOrder=asc&pageNum=2',
        { global: signedInAs(ADMIN) },
      );
      await screen.findByText('¥12,345.67', {}, SLOW);
      expect(bodies[0]).toEqual({ pageNum: 2, pageSize: 30, status: 'pending', sortField: 'totalAmount', sortOrder: 'asc' });
      await userEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
      await waitFor(() => expect(downloads.saved).toEqual(['结算单列表-2026-11-30.xlsx']));
      expect(exported).toEqual([{ status: 'pending', sortField: 'totalAmount', sortOrder: 'asc' }]);
      expect(await screen.findByText('导出成功')).toBeInTheDocument();
    } finally {
      downloads.restore();
    }
  });
});
