import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders } from '@contract/index';
import { server } from '../msw/server';
import { deferred, ok, onCall, status } from '../msw/contract';
import { orderPage, orderSummary } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['task:take', 'order:manage', 'candidate:manage'] };
const MEMBER = { isMain: false, authList: ['task:take', 'candidate:manage'] };

/** The first screen of a file waits for its chunk (antd and the table) to transform. */
const SLOW = { timeout: 20_000 };

/** The rows' distribute buttons (antd spaces two-character labels: 「分 配」). */
const distributeButtons = () => [...document.querySelectorAll('td button')].filter((b) => /^分\s?配$/.test(b.textContent ?? ''));

function orderCalls(
  answer = () =>
    ok(
      orderPage([
        orderSummary(),
        orderSummary({ orderId: 'o-2', taskId: 't-2', taskTitle: '福田仓库分拣员', status: 'finished', statusLabel: '已完成' }),
      ]),
    ),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(onCall(orders.myOrderList, ({ body }) => (bodies.push(body), answer())));
  return bodies;
}

describe('orders screen', { timeout: 30_000 }, () => {
  it('lists my orders with counts on the status tabs; a tab and a keyword ask the server again', async () => {
    const bodies = orderCalls();
    const { where } = renderApp('/workbench/order', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('南山科技园保安', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('福田仓库分拣员')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '进行中（1）' })).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '候选人' })[0]).toHaveAttribute('href', '/workbench/order/candidateList/t-1/o-1');
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });

    await userEvent.click(screen.getByRole('tab', { name: '已完成（1）' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'finished' }));
    expect(where()).toBe('/workbench/order?status=finished');

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索订单' }), '  保安 {Enter}');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, status: 'finished', keyword: '保安' }));
  });

  it('shows an empty state that leads to finding work', async () => {
    orderCalls(() => ok(orderPage([])));
    renderApp('/workbench/order', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('暂无订单，去找工作接单吧', {}, SLOW)).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    let fail = true;
    orderCalls(() => (fail ? (status(500) as never) : ok(orderPage([orderSummary()]))));
    renderApp('/workbench/order', { global: signedInAs(ADMIN) });
    const retry = await screen.findByRole('button', { name: '重新加载' }, SLOW);
    expect(screen.getByText('订单加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('南山科技园保安', {}, SLOW)).toBeInTheDocument();
  });

  it('lets the administrator distribute an ongoing order to members, keeping those already assigned', async () => {
    orderCalls();
    const sent: unknown[] = [];
    const answered = deferred();
    server.use(
      onCall(orders.getOrderMemberList, ({ body }) =>
        ok([
          { userId: 'u-1', userName: '张经理', phone: '13800000000', isMain: true, assigned: false },
          { userId: 'u-2', userName: '王五', phone: '13800000002', isMain: false, assigned: true },
          { userId: 'u-3', userName: '赵六', phone: '13800000003', isMain: false, assigned: body.orderId === 'x' },
        ]),
      ),
      onCall(orders.distributeOrder, ({ body }) => {
        sent.push(body);
        answered.resolve();
        return ok({ orderId: body.orderId, assignees: [] });
      }),
    );
    renderApp('/workbench/order', { global: signedInAs(ADMIN) });
    await screen.findByText('南山科技园保安', {}, SLOW);
    // Only the ongoing order can be distributed: the finished one offers no button at all.
    const buttons = await waitFor(() => {
      const found = distributeButtons();
      expect(found).toHaveLength(1);
      return found;
    });
    expect(buttons[0]).toHaveAccessibleName('分配订单 o-1');
    await userEvent.click(buttons[0]);
    const dialog = (await screen.findByText('分配订单', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(await within(dialog).findByText('王五（13800000002）')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: '成员' }));
    await userEvent.click(await screen.findByText('赵六（13800000003）', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认分配' }));
    await answered.promise;
    expect(sent).toEqual([{ orderId: 'o-1', userIds: ['u-2', 'u-3'] }]);
  });

  it('shows a member without order:manage no distribute button', async () => {
    orderCalls();
    renderApp('/workbench/order', { global: signedInAs(MEMBER) });
    expect(await screen.findByText('南山科技园保安', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '候选人' })).toHaveLength(2);
    expect(distributeButtons()).toEqual([]);
  });

  it('sorts by take time on the server and keeps page, size, sort and filters in the address', async () => {
    const bodies = orderCalls(() => ok({ ...orderPage([orderSummary()]), total: 90 }));
    const { where } = renderApp('/workbench/order?status=ongoing&pageSize=50', { global: signedInAs(ADMIN) });
    await screen.findByText('南山科技园保安', {}, SLOW);
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 50, status: 'ongoing' });
    const takenAt = within(screen.getAllByRole('columnheader').find((th) => th.textContent?.includes('接单时间'))!).getByRole('button', {
      name: '接单时间',
    });
    await userEvent.click(takenAt);
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 50, status: 'ongoing', sortField: 'takenAt', sortOrder: 'desc' }),
    );
    await userEvent.click(takenAt);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sortField: 'takenAt', sortOrder: 'asc' }));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 2, pageSize: 50, status: 'ongoing', sortField: 'takenAt', sortOrder: 'asc' }),
    );
    expect(where()).toBe('/workbench/order?status=ongoing&pageSize=50&sortField=takenAt&sortOrder=asc&pageNum=2');
  });

  it('「提交候选人到」 loads its searchable picker when opened and leads to the picked order’s candidates', async () => {
    orderCalls();
    server.use(
      onCall(orders.goingOrderList, () =>
        ok([
          {
            orderId: 'o-9',
            taskId: 't-9',
            taskTitle: '龙华仓库分拣员',
            companyName: '深圳仓储有限公司',
            takenAt: '2026-11-20T09:00:00+08:00',
          },
        ]),
      ),
    );
    const { where } = renderApp('/workbench/order', { global: signedInAs(ADMIN) });
    await screen.findByText('南山科技园保安', {}, SLOW);
    // Drawn light until wanted: no antd Select on the page's first render.
    expect(document.querySelector('.ant-select.submit-to-picker')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: '提交候选人到' }));
    await userEvent.click(
      await screen.findByText('龙华仓库分拣员（深圳仓储有限公司）', { selector: '.ant-select-item-option-content' }, SLOW),
    );
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-9/o-9'));
  });

  it('searches by keyword with Enter or the button, and clearing the box shows every order again', async () => {
    const bodies = orderCalls();
    const { where } = renderApp('/workbench/order?keyword=保安', { global: signedInAs(ADMIN) });
    await screen.findByText('南山科技园保安', {}, SLOW);
    const box = screen.getByRole('searchbox', { name: '搜索订单' });
    expect(box).toHaveValue('保安');
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30, keyword: '保安' });
    await userEvent.clear(box);
    await userEvent.type(box, '仓库');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30, keyword: '仓库' }));
    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 30 }));
    expect(where()).toBe('/workbench/order');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('ignores what it cannot read in the address: the defaults are asked, the screen stands', async () => {
    const bodies = orderCalls();
    renderApp('/workbench/order?pageSize=1e9&pageNum=abc&sortField=status&status=gone', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('南山科技园保安', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });
  });
});
