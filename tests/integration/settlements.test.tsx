import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settlements } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { settlementSummary } from '../msw/settlement-fixtures';
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
    for (const name of ['待确认（1）', '有异议（2）', '已确认（3）', '已付款（4）', '付款失败（5）']) expect(screen.getByText(name)).toBeInTheDocument();
    // The total amount per status, beside how many bills there are.
    const amounts = screen.getByLabelText('各状态结算金额');
    expect(within(amounts).getByText('待确认 · 1 张').nextSibling).toHaveTextContent('¥23,456.78');
    expect(within(amounts).getByText('已付款 · 4 张').nextSibling).toHaveTextContent('¥7,700.00');
    expect(screen.getByLabelText('查看结算单 s-1')).toHaveAttribute('href', '/workbench/settlementManagement/checkSettlementList/pending/s-1');
    expect(screen.getByLabelText('确认结算单 s-1')).toHaveAttribute('href', '/workbench/settlementManagement/confirmSettlementList/s-1');
    expect(screen.queryByLabelText('确认结算单 s-2')).toBeNull();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });

    await userEvent.click(screen.getByText('付款失败（5）'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'failed' }));
    expect(where()).toBe('/workbench/settlementManagement?status=failed');
    await userEvent.type(screen.getByLabelText('搜索结算单'), '  保安 {Enter}');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'failed', keyword: '保安' }));
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

  it('deletes a superseded disputed bill after a confirmation, and explains why another cannot be deleted', async () => {
    pageCalls(() =>
      page([
        settlementSummary(),
        settlementSummary({ settlementId: 's-3', status: 'disputed', statusLabel: '有异议', supersededBy: 's-4', deletable: true }),
      ]),
    );
    const deleted: unknown[] = [];
    server.use(onCall(settlements.settlementDelete, ({ body }) => (deleted.push(body), ok(null))));
    renderApp('/workbench/settlementManagement', { global: signedInAs(ADMIN) });

    await userEvent.click(await screen.findByLabelText('删除结算单 s-1', {}, SLOW));
    const info = (await screen.findAllByText('结算单 s-1 不能删除'))[0].closest<HTMLElement>('.ant-modal')!;
    expect(within(info).getByText(/涉及应付或已付款项/)).toBeInTheDocument();
    await userEvent.click(within(info).getByText('知道了'));

    await userEvent.click(screen.getByLabelText('删除结算单 s-3'));
    const dialog = (await screen.findAllByText('删除结算单 s-3？'))[0].closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/更正账单 s-4/)).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByText(/^删\s?除$/));
    await waitFor(() => expect(deleted).toEqual([{ settlementId: 's-3' }]));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
  });
});
