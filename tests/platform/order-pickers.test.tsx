import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as orders from '@contract/platform/orders';
import type { PlatformOrder } from '@contract/platform/orders';
import * as tasks from '@contract/platform/tasks';
import type { PlatformTask } from '@contract/platform/tasks';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { taskSummary } from '../msw/task-fixtures';
import { renderConsole, staffOf } from './render-console';

const user = () => userEvent.setup({ delay: null });
const SLOW = { timeout: 10_000 };

const { collected: _collected, ...summary } = taskSummary({ taskId: 't-1', title: '广州操作工', companyName: '广州某某制造有限公司' });
const task: PlatformTask = {
  ...summary,
  status: 'open',
  description: '流水线作业',
  requirements: '身体健康',
  address: '广州市黄埔区',
  workTime: '两班倒',
  adviserName: '李顾问',
  adviserPhone: '13900002222',
  ageMin: null,
  ageMax: null,
};
const counts = { all: 0, submitted: 0, screened: 0, interviewed: 0, hired: 0, left: 0, rejected: 0 };
const orderOf = (orderId: string, supplierName: string): PlatformOrder => ({
  orderId,
  taskId: 't-1',
  taskTitle: task.title,
  companyName: task.companyName,
  supplierId: `s-${orderId}`,
  supplierName,
  status: 'ongoing',
  statusLabel: '进行中',
  takenAt: '2026-10-14T13:16:00+08:00',
  candidateCounts: counts,
});

beforeEach(() => localStorage.clear());

/** 为订单创建合同, its task chosen: the order field, and the listbox its typing filters. */
async function contractOrders(list: PlatformOrder[]) {
  server.use(
    onCall(tasks.platformTaskList, () => ok({ list: [task], total: 1, pageNum: 1, pageSize: 20 })),
    onCall(orders.platformOrderList, () => ok({ list, total: list.length, pageNum: 1, pageSize: 100 })),
  );
  const u = user();
  renderConsole('/platform/agreements', staffOf('admin'));
  await u.click(await screen.findByRole('button', { name: '创建合同' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '为订单创建合同' }, SLOW);
  const taskSelect = within(dialog).getByRole('combobox', { name: '选择任务' });
  await waitFor(() => expect(within(taskSelect).getByRole('option', { name: /广州操作工/ })).toBeInTheDocument());
  await u.selectOptions(taskSelect, 't-1');
  const field = within(dialog).getByRole('combobox', { name: '供应商的订单' });
  await waitFor(() => expect(field).toBeEnabled());
  return { u, field };
}

describe('为订单创建合同: the order picker', () => {
  it('finds a supplier’s order by typed text, and says when nothing matches', async () => {
    const { u, field } = await contractOrders([orderOf('1', '上海启航'), orderOf('2', '广州众包'), orderOf('3', '深圳优才')]);
    await u.type(field, '众包');
    const listbox = await screen.findByRole('listbox', {}, SLOW);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    expect(document.querySelector('.ant-select-item-option')).toHaveTextContent('广州众包');
    expect(listbox).toBeInTheDocument();
    await u.clear(field);
    await u.type(field, '北京');
    expect(await screen.findByText('没有匹配的订单', {}, SLOW)).toBeInTheDocument();
  });

  it('says the task has no orders rather than that nothing matches', async () => {
    const { u, field } = await contractOrders([]);
    await u.click(field);
    expect(await screen.findByText('该任务还没有供应商接单', { selector: '.ant-select-dropdown *' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('没有匹配的订单')).toBeNull();
  });
});
