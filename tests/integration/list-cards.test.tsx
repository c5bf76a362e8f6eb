import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { audit, candidates, members, orders, settlements, tasks } from '@contract/index';
import type { GlobalState } from '@/lib/state/global-slice';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { memberItem } from '../msw/member-handlers';
import { candidateSummary, donorRecord, orderPage, orderSummary, talentPage } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { settlementLine, settlementSummary } from '../msw/settlement-fixtures';
import { taskSummary } from '../msw/task-fixtures';
import { auditEntry } from '../msw/user-handlers';
import { loggedIn, renderApp } from '../utils/render-app';
import { mockViewport } from '../utils/viewport';

const SLOW = { timeout: 20_000 };
const LONG_TITLE = 'W'.repeat(100);
const LONG_COMPANY = `长${'M'.repeat(99)}`;
const LONG_NAME = 'W'.repeat(20);
/** 02:00 UTC: 10:00 in Beijing, whatever the test machine's zone. */
const AT = '2026-11-20T02:00:00Z';

interface ListCase {
  list: string;
  path: string;
  global: () => Partial<GlobalState>;
  /** Answers the list's call with a first row holding long values. */
  answer: () => void;
  title: string;
  /** Where the long value's full text must be available (a title attribute). */
  long: string;
  status?: string;
  amount?: [label: string, text: string];
  date?: [label: string, text: string];
  actions: [role: 'link' | 'button', name: RegExp][];
  selects?: boolean;
}

const ALL = ['task:take', 'order:manage', 'candidate:manage', 'member:manage', 'settlement:view', 'settlement:confirm'];
const admin = () => signedInAs({ isMain: true, authList: ALL });

const CASES: ListCase[] = [
  {
    list: '订单',
    path: '/workbench/order',
    global: admin,
    answer: () =>
      server.use(
        onCall(orders.myOrderList, () => ok(orderPage([orderSummary({ taskTitle: LONG_TITLE, companyName: LONG_COMPANY, takenAt: AT })]))),
      ),
    title: LONG_TITLE,
    long: LONG_TITLE,
    status: '进行中',
    amount: ['供应商佣金', '500 元/人'],
    date: ['接单时间', '2026-11-20 10:00'],
    actions: [
      ['link', /^候选人$/],
      ['button', /^分配订单 o-1$/],
    ],
  },
  {
    list: '候选人',
    path: '/workbench/order/candidateList/t-1/o-1',
    global: admin,
    answer: () => server.use(onCall(candidates.talentList, () => ok(talentPage([candidateSummary({ name: LONG_NAME, submittedAt: AT })])))),
    title: LONG_NAME,
    long: LONG_NAME,
    status: '已推荐',
    date: ['推荐时间', '2026-11-20 10:00'],
    actions: [['button', /^查\s?看$/]],
  },
  {
    list: '供应商记录',
    path: '/workbench/confessionRecord',
    global: () => loggedIn,
    answer: () =>
      server.use(
        onCall(orders.donorRecordList, () =>
          ok({
            list: [donorRecord({ taskTitle: LONG_TITLE, companyName: LONG_COMPANY, submittedAt: AT })],
            total: 1,
            pageNum: 1,
            pageSize: 30,
          }),
        ),
      ),
    title: '李四',
    long: LONG_TITLE,
    status: '已推荐',
    date: ['推荐时间', '2026-11-20 10:00'],
    actions: [],
  },
  {
    list: '结算管理',
    path: '/workbench/settlementManagement',
    global: admin,
    answer: () =>
      server.use(
        onCall(settlements.settlementPage, () =>
          ok({
            list: [settlementSummary({ taskTitle: LONG_TITLE, companyName: LONG_COMPANY, issuedAt: AT })],
            total: 1,
            pageNum: 1,
            pageSize: 30,
          }),
        ),
      ),
    title: LONG_TITLE,
    long: LONG_TITLE,
    status: '待确认',
    amount: ['结算金额（元）', '¥12,345.67'],
    date: ['出具时间', '2026-11-20 10:00'],
    actions: [
      ['link', /^查看结算单 s-1$/],
      ['link', /^确认结算单 s-1$/],
    ],
  },
  {
    list: '结算明细',
    path: '/workbench/settlementManagement/confirmSettlementList/s-1',
    global: admin,
    answer: () =>
      server.use(
        onCall(settlements.settlementDetailList, () =>
          ok({
            list: [settlementLine({ candidateName: LONG_NAME, deduction: 400, amount: 18725, deductionReason: LONG_TITLE })],
            total: 1,
            pageNum: 1,
            pageSize: 30,
          }),
        ),
      ),
    title: LONG_NAME,
    long: LONG_TITLE,
    amount: ['金额（元）', '¥187.25'],
    actions: [],
    selects: true,
  },
  {
    list: '成员管理',
    path: '/myUserInfo/members',
    global: () => ({ ...admin(), turingAccountInfo: loginInfo() }),
    answer: () =>
      server.use(
        onCall(members.list, () => ok({ list: [memberItem({ name: LONG_NAME, joinedAt: AT })], total: 1, pageNum: 1, pageSize: 30 })),
      ),
    title: LONG_NAME,
    long: LONG_NAME,
    status: '已加入',
    date: ['加入时间 / 邀请有效期', '2026-11-20'],
    actions: [
      ['button', /^编\s?辑$/],
      ['button', /^移\s?除$/],
    ],
  },
  {
    list: '操作记录',
    path: '/myUserInfo/audit',
    global: () => ({ ...loggedIn, turingAccountInfo: loginInfo() }),
    answer: () =>
      server.use(
        onCall(audit.auditList, () => ok({ list: [auditEntry({ at: AT, detail: LONG_TITLE })], total: 1, pageNum: 1, pageSize: 30 })),
      ),
    title: '邀请成员',
    long: LONG_TITLE,
    date: ['时间', '2026-11-20 10:00:00'],
    actions: [],
  },
  {
    list: '我的收藏',
    path: '/workbench/collection',
    global: () => loggedIn,
    answer: () =>
      server.use(
        onCall(tasks.getCollectionPage, () =>
          ok({
            list: [{ ...taskSummary({ title: LONG_TITLE }), collectTime: AT, status: 'open' as const }],
            total: 1,
            pageNum: 1,
            pageSize: 30,
          }),
        ),
      ),
    title: LONG_TITLE,
    long: LONG_TITLE,
    status: '招募中',
    amount: ['薪资', '20 元/小时'],
    date: ['收藏时间', '2026-11-20 10:00'],
    actions: [['button', /^取消收藏$/]],
  },
];

const firstCard = () => document.querySelector<HTMLElement>('li.data-card');
const valueOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('every list as cards on a phone and as a table on a desktop', { timeout: 60_000 }, () => {
  it.each(CASES)('$list: the first card shows its key fields and actions at 390 px; a table at 1440 px', async (c) => {
    c.answer();
    const viewport = mockViewport(390);
    renderApp(c.path, { global: c.global() });
    await waitFor(() => expect(firstCard()).not.toBeNull(), SLOW);
    const card = firstCard()!;
    expect(document.querySelector('table.data-table')).toBeNull();
    expect(card.querySelector('.data-card-title')).toHaveTextContent(c.title);
    expect(within(card).getAllByTitle(c.long).length).toBeGreaterThan(0);
    if (c.status) expect(card.querySelector('.data-card-status')).toHaveTextContent(c.status);
    if (c.amount) expect(valueOf(card, c.amount[0])).toHaveTextContent(c.amount[1]);
    if (c.date) expect(valueOf(card, c.date[0])).toHaveTextContent(c.date[1]);
    for (const [role, name] of c.actions) expect(within(card).getByRole(role, { name })).toBeInTheDocument();
    if (c.selects) expect(within(card).getByRole('checkbox')).toBeInTheDocument();

    viewport.resize(1440);
    await waitFor(() => expect(document.querySelector('table.data-table')).not.toBeNull());
    expect(firstCard()).toBeNull();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });
});

describe('cards keep the list’s state in the address', { timeout: 60_000 }, () => {
  it('the sort box and the pages of the order cards write sort and page to the URL and ask the server for them', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(onCall(orders.myOrderList, ({ body }) => (bodies.push(body), ok(orderPage([orderSummary()], { total: 95 })))));
    mockViewport(390);
    const { where } = renderApp('/workbench/order?status=ongoing', { global: admin() });
    const box = await screen.findByRole('combobox', { name: '排序' }, SLOW);
    await userEvent.selectOptions(box, '接单时间 升序');
    await waitFor(() => expect(where()).toBe('/workbench/order?status=ongoing&sortField=takenAt&sortOrder=asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(where()).toBe('/workbench/order?status=ongoing&sortField=takenAt&sortOrder=asc&pageNum=2'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageNum: 2, pageSize: 30, sortField: 'takenAt', sortOrder: 'asc', status: 'ongoing' }),
    );
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('takenAt:asc');
  });
});
