import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';
import { donorRecord, orderPage, orderSummary, statistics } from '../msw/order-fixtures';
import { renderApp, loggedIn } from '../utils/render-app';

const SLOW = { timeout: 20_000 };

describe('delivery record, overview and share card', { timeout: 60_000 }, () => {
  it('lists the supplier’s submissions and filters them by status; an empty filter says so', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      onCall(orders.donorRecordList, ({ body }) => {
        bodies.push(body);
        const list =
          body.status === 'left'
            ? []
            : [donorRecord(), donorRecord({ candidateId: 'c-2', name: '赵六', status: 'hired', statusLabel: '已入职' })];
        return ok({ list, total: list.length, pageNum: 1, pageSize: 30 });
      }),
    );
    renderApp('/workbench/confessionRecord', { global: loggedIn });
    expect(await screen.findByText('赵六', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已离职');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ status: 'left', pageNum: 1, pageSize: 30 }));
    expect(await screen.findByText('没有符合条件的记录')).toBeInTheDocument();
  });

  it('filters by a period of Beijing days once both ends are picked, and by task; the address keeps both', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      onCall(orders.donorRecordList, ({ body }) => (bodies.push(body), ok({ list: [donorRecord()], total: 1, pageNum: 1, pageSize: 30 }))),
      onCall(orders.myOrderList, () =>
        ok(orderPage([orderSummary(), orderSummary({ orderId: 'o-2', taskId: 't-2', taskTitle: '福田仓库分拣员' })])),
      ),
    );
    const { where } = renderApp('/workbench/confessionRecord', { global: loggedIn });
    expect(await screen.findByText('李四', {}, SLOW)).toBeInTheDocument();
    const start = screen.getByLabelText('推荐开始日期');
    const end = screen.getByLabelText('推荐结束日期');
    // Half a period filters nothing (and the address keeps none), yet the box keeps the day.
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    expect(start).toHaveValue('2026-11-01');
    expect(where()).toBe('/workbench/confessionRecord');
    fireEvent.change(end, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, startDate: '2026-11-01', endDate: '2026-11-20' }));
    expect(where()).toBe('/workbench/confessionRecord?startDate=2026-11-01&endDate=2026-11-20');
    // The task box lists my orders' tasks; picking one narrows the list, 全部任务 widens it again.
    const task = screen.getByRole('combobox', { name: '任务' });
    await waitFor(() => expect(within(task).getByRole('option', { name: '福田仓库分拣员' })).toBeInTheDocument());
    await userEvent.selectOptions(task, '福田仓库分拣员');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, startDate: '2026-11-01', endDate: '2026-11-20', taskId: 't-2' }),
    );
    expect(where()).toBe('/workbench/confessionRecord?startDate=2026-11-01&endDate=2026-11-20&taskId=t-2');
    // (The lists asked before come from the cache: the address tells what is asked.)
    await userEvent.selectOptions(task, '全部任务');
    await waitFor(() => expect(where()).toBe('/workbench/confessionRecord?startDate=2026-11-01&endDate=2026-11-20'));
    expect(task).toHaveValue('');
    // Emptying one end drops the period.
    fireEvent.change(start, { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/workbench/confessionRecord'));
    expect(end).toHaveValue('2026-11-20');
  });

  it('shows the period of the address in the boxes, and ignores one that ends before it starts', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      onCall(orders.donorRecordList, ({ body }) => (bodies.push(body), ok({ list: [donorRecord()], total: 1, pageNum: 1, pageSize: 30 }))),
    );
    const { router } = renderApp('/workbench/confessionRecord?startDate=2026-10-01&endDate=2026-10-31&status=hired', { global: loggedIn });
    expect(await screen.findByText('李四', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30, startDate: '2026-10-01', endDate: '2026-10-31', status: 'hired' });
    expect(screen.getByLabelText('推荐开始日期')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('推荐结束日期')).toHaveValue('2026-10-31');
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('hired');
    await router.navigate('/workbench/confessionRecord?startDate=2026-10-31&endDate=2026-10-01');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30 }));
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('');
    expect(screen.getByLabelText('推荐开始日期')).toHaveValue('');
  });

  it('shows the commission in yuan with two decimals and the statistics per day, week or month', async () => {
    const asked: unknown[] = [];
    server.use(onCall(orders.donateStatistics, ({ body }) => (asked.push(body.granularity), ok(statistics(body.granularity ?? 'day')))));
    renderApp('/workbench/overview', { global: loggedIn });
    expect(await screen.findByText('1,234.56', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('500.00')).toBeInTheDocument();
    expect(screen.getByText('已获佣金（已付款账单 2 张）')).toBeInTheDocument();
    expect(screen.getByText('待结佣金（未付账单 1 张，入职待出账 1 人）')).toBeInTheDocument();
    const chart = await screen.findByTestId('bar-chart');
    expect(chart.querySelectorAll('rect:not(.bar-chart-hit)')).toHaveLength(6);
    // The readout shows the newest bucket, then the one clicked, then the one ← reaches on the focused chart.
    const readout = () => document.querySelector('.bar-chart-readout')!.textContent;
    expect(readout()).toBe('2026-11-22已推荐 6已面试 3已入职 2');
    await userEvent.click(chart.querySelectorAll('.bar-chart-hit')[0]);
    expect(readout()).toBe('2026-11-21已推荐 4已面试 2已入职 1');
    await userEvent.type(screen.getByRole('group', { name: /推荐、面试、入职人数/ }), '{End}');
    expect(readout()).toBe('2026-11-22已推荐 6已面试 3已入职 2');
    const table = screen.getByRole('table', { name: '推荐、面试、入职人数' });
    expect(within(table).getAllByRole('row')[2].textContent).toBe('2026-11-22632');
    await userEvent.click(screen.getByText('按周'));
    await waitFor(() => expect(asked).toEqual(['day', 'week']));
  });

  it('offers a retry when the commission cannot be loaded', async () => {
    let broken = true;
    server.use(
      onCall(orders.myCommission, () =>
        broken
          ? (status(503) as never)
          : ok({
              earnedFen: 5,
              pendingFen: 0,
              hiredCount: 0,
              pendingCount: 0,
              paidBillCount: 1,
              unpaidBillCount: 0,
              unbilledHiredCount: 0,
              byTask: [],
            }),
      ),
    );
    renderApp('/workbench/overview', { global: loggedIn });
    expect(await screen.findByText('佣金加载失败', {}, SLOW)).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getAllByRole('button', { name: /重新加载/ })[0]);
    expect(await screen.findByText('0.05')).toBeInTheDocument();
  });

  it('shows anyone with a share link the masked card, and an invalid link a clear message', async () => {
    const { router } = renderApp('/shareTalent/good-token');
    expect(await screen.findByText('候选人：李*', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText(/部分信息已隐藏/)).toBeInTheDocument();
    await router.navigate('/shareTalent/expired-token');
    expect(await screen.findByText('分享链接已失效')).toBeInTheDocument();
    expect(screen.getByText('该链接已过期或不存在，请联系分享人重新生成。')).toBeInTheDocument();
  });
});
