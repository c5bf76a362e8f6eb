import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as settlements from '@contract/platform/settlements';
import type { PlatformSettlementSummary } from '@contract/platform/settlements';
import * as orders from '@contract/platform/orders';
import type { PlatformCandidate, PlatformOrder } from '@contract/platform/orders';
import * as tasks from '@contract/platform/tasks';
import * as staff from '@contract/platform/staff';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { renderConsole, staffOf } from './render-console';

const user = () => userEvent.setup({ delay: null });
const perStatus = { pending: 0, disputed: 0, confirmed: 1, paid: 0, failed: 0 };

const bill: PlatformSettlementSummary = {
  settlementId: '12',
  orderId: 'o-1',
  taskId: 't-1',
  taskTitle: '广州操作工',
  companyName: '广州某某制造有限公司',
  status: 'confirmed',
  statusLabel: '已确认',
  totalAmount: 290000,
  lineCount: 3,
  periodFrom: '2026-10-14',
  periodTo: '2026-11-05',
  issuedAt: '2026-11-06T10:00:00+08:00',
  version: 1,
  supersededBy: null,
  deletable: false,
  supplierId: 's-1',
  supplierName: '上海启航',
};

const counts = { all: 1, submitted: 1, screened: 0, interviewed: 0, hired: 0, left: 0, rejected: 0 };
const order: PlatformOrder = {
  orderId: 'o-1',
  taskId: 't-1',
  taskTitle: '广州操作工',
  companyName: '广州某某制造有限公司',
  supplierId: 's-1',
  supplierName: '上海启航',
  status: 'ongoing',
  statusLabel: '进行中',
  takenAt: '2026-10-14T13:16:00+08:00',
  candidateCounts: counts,
};
const candidate: PlatformCandidate = {
  candidateId: 'c-1',
  orderId: 'o-1',
  taskId: 't-1',
  supplierId: 's-1',
  supplierName: '上海启航',
  name: '孙超',
  mobile: '13910213813',
  sexLabel: '男',
  age: 41,
  degreeLabel: '大专',
  status: 'submitted',
  statusLabel: '已推荐',
  rejectReason: null,
  expectedInterviewTime: null,
  submittedAt: '2026-11-19T02:16:00+08:00',
  statusChangedAt: '2026-11-19T02:16:00+08:00',
  moves: ['screened', 'rejected'],
};

beforeEach(() => localStorage.clear());

describe('结算', () => {
  it('pages by 30 with a pager in Chinese', async () => {
    const sizes: number[] = [];
    server.use(
      onCall(
        settlements.platformSettlementList,
        ({ body }) => (
          sizes.push(body.pageSize ?? 0),
          ok({ list: [bill], total: 31, pageNum: 1, pageSize: 30, counts: perStatus, amounts: perStatus })
        ),
      ),
    );
    renderConsole('/platform/settlements', staffOf('finance'));
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(sizes).toEqual([30]);
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(within(pager).getByRole('combobox', { name: '每页条数' })).toHaveDisplayValue('30 条/页');
    expect(within(pager).queryByText(/page/i)).toBeNull();
  });

  it('标记已付款 names the bill and takes a one-line payment reference, Enter confirming', async () => {
    const paid: { settlementId: string; paymentReference: string }[] = [];
    server.use(
      onCall(settlements.platformSettlementList, () =>
        ok({ list: [bill], total: 1, pageNum: 1, pageSize: 30, counts: perStatus, amounts: perStatus }),
      ),
      onCall(
        settlements.platformSettlementPay,
        ({ body }) => (
          paid.push(body),
          ok({
            settlementId: '12',
            status: 'paid',
            totalAmount: 290000,
            paidAt: '2026-11-29T10:00:00+08:00',
            paymentReference: body.paymentReference,
          })
        ),
      ),
    );
    const u = user();
    renderConsole('/platform/settlements', staffOf('finance'));
    await u.click(await screen.findByRole('button', { name: '标记已付款' }));
    const dialog = await screen.findByRole('dialog', { name: '标记已付款' });
    expect(within(dialog).getByText(/上海启航的结算单 12（2,900\.00 元）/)).toBeInTheDocument();
    const reference = within(dialog).getByLabelText('付款流水号');
    expect(reference.tagName).toBe('INPUT');
    await u.type(reference, 'PAY-20261129-001{Enter}');
    await waitFor(() => expect(paid).toEqual([{ settlementId: '12', paymentReference: 'PAY-20261129-001' }]));
  });
});

describe('订单与候选人', () => {
  it("查看候选人 takes the focus to that order's candidates", async () => {
    server.use(
      onCall(tasks.platformTaskList, () => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })),
      onCall(orders.platformOrderList, () => ok({ list: [order], total: 1, pageNum: 1, pageSize: 30 })),
      onCall(orders.platformCandidateList, () => ok({ list: [candidate], total: 1, pageNum: 1, pageSize: 30, counts })),
    );
    const u = user();
    renderConsole('/platform/orders?taskId=t-1', staffOf('operator'));
    await u.click(await screen.findByRole('button', { name: '查看候选人' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /上海启航 的候选人/ });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('孙超')).toBeInTheDocument();
  });
});

describe('员工', () => {
  it("marks one's own row, and 停用 on it says the session ends", async () => {
    const me = staffOf('admin');
    const row = (staffId: string, name: string, phone: string) => ({
      staffId,
      name,
      phone,
      role: 'admin' as const,
      enabled: true,
      createdAt: '2026-11-01T09:00:00+08:00',
      updatedAt: '2026-11-01T09:00:00+08:00',
    });
    server.use(
      onCall(staff.platformStaffList, () =>
        ok({ list: [row('1', me.name, me.phone), row('2', '李财务', '13900002222')], total: 2, pageNum: 1, pageSize: 30 }),
      ),
    );
    const u = user();
    renderConsole('/platform/staff', me);
    expect(await screen.findByText(`${me.name}（我）`)).toBeInTheDocument();
    expect(screen.queryByText('李财务（我）')).toBeNull();
    await u.click(screen.getAllByRole('button', { name: '停用' })[0]);
    const dialog = await screen.findByRole('dialog', { name: `停用员工：${me.name}` });
    expect(within(dialog).getByText(/这是您自己的账号/)).toBeInTheDocument();
  });
});
