import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '@contract/platform/auth';
import * as todo from '@contract/platform/todo';
import * as suppliers from '@contract/platform/suppliers';
import type { PlatformVerification } from '@contract/platform/suppliers';
import { server } from '../msw/server';
import { fail, ok, onCall, status } from '../msw/contract';
import { renderConsole, staffOf } from './render-console';

const user = () => userEvent.setup({ delay: null });
const COUNTS = { verifications: 3, disputes: null, failedPayouts: null, newCandidates: null };

beforeEach(() => {
  localStorage.clear();
  // 待办's live channel: jsdom would try a real socket.
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/platform/login', () => {
  it('checks the phone and the code in Chinese before calling anything', async () => {
    let calls = 0;
    server.use(
      onCall(auth.platformSendCode, () => (calls++, ok(null))),
      onCall(auth.platformLogin, () => (calls++, fail('E000101', 'x'))),
    );
    const u = user();
    renderConsole('/platform/login');
    await u.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('logs in with phone and code, keeps the staff session under its own key, and opens 待办', async () => {
    const sent: string[] = [];
    server.use(
      onCall(auth.platformSendCode, ({ body }) => (sent.push(body.phone), ok(null))),
      onCall(auth.platformLogin, ({ body }) =>
        body.code === '123456'
          ? ok({
              tokenInfo: { token: 'staff-token', refreshToken: 'staff-refresh' },
              staff: { staffId: '7', name: '王审核', phone: body.phone, role: 'reviewer' },
            })
          : fail('E000101', '验证码错误'),
      ),
      onCall(todo.platformTodoCounts, ({ token }) => (token === 'staff-token' ? ok(COUNTS) : status(401))),
    );
    const u = user();
    renderConsole('/platform/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900001111' } });
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual(['13900001111']));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { level: 1, name: '待办' })).toBeInTheDocument();
    expect(await screen.findByText('待审核的认证')).toBeInTheDocument();
    // Another role's count (null) is not shown.
    expect(screen.queryByText('待处理的异议')).toBeNull();
    expect(JSON.parse(localStorage.getItem('platform:staff-session')!)).toMatchObject({ token: 'staff-token', role: 'reviewer' });
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('a refused code says why and stays on the page', async () => {
    server.use(onCall(auth.platformLogin, () => fail('E000101', '验证码错误或已过期')));
    const u = user();
    renderConsole('/platform/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(localStorage.getItem('platform:staff-session')).toBeNull();
  });
});

describe('the frame', () => {
  it('shows a reviewer only the entries the role may use', async () => {
    server.use(onCall(todo.platformTodoCounts, () => ok(COUNTS)));
    renderConsole('/platform', staffOf('reviewer'));
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['待办', '供应商']);
  });

  it('shows an admin every entry', async () => {
    server.use(onCall(todo.platformTodoCounts, () => ok(COUNTS)));
    renderConsole('/platform', staffOf('admin'));
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['待办', '供应商', '任务', '订单与候选人', '结算', '协议', '员工', '操作记录']);
  });

  it('a 401 ends the staff session and goes back to /platform/login', async () => {
    server.use(onCall(todo.platformTodoCounts, () => status(401)));
    const { router } = renderConsole('/platform', staffOf('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/login'));
    expect(localStorage.getItem('platform:staff-session')).toBeNull();
  });

  it('logged out, a screen goes to the login page', async () => {
    const { router } = renderConsole('/platform/settlements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/login'));
  });
});

const verification: PlatformVerification = {
  verificationId: 'v-1',
  kind: 'company',
  isUpgrade: false,
  status: 'reviewing',
  statusLabel: '审核中',
  companyName: '杭州某某人力资源有限公司',
  creditCode: '91330100MA2XXXXX0X',
  legalPerson: '李四',
  personName: null,
  idNumber: null,
  images: [],
  submittedBy: { userId: 'u-1', name: '张经理', phone: '138****8000' },
  submittedAt: '2026-11-28T10:00:00+08:00',
  reviewedAt: null,
  rejectReason: null,
};

const detail = {
  supplier: {
    supplierId: 's-1',
    name: '杭州某某人力资源有限公司',
    supplierType: 'company' as const,
    creditCode: null,
    verifyStatus: 1,
    verifyStatusLabel: '审核中',
    disabled: false,
    disabledAt: null,
    adminName: '张经理',
    adminPhone: '138****8000',
    memberCount: 1,
    createdAt: '2026-11-01T09:00:00+08:00',
  },
  members: [],
  verifications: [verification],
};

describe("a supplier's page", () => {
  it('a reviewer approves the pending verification (通过, confirmed first)', async () => {
    const approved: string[] = [];
    server.use(
      onCall(suppliers.platformSupplierDetail, () => ok(detail)),
      onCall(
        suppliers.platformVerificationApprove,
        ({ body }) => (approved.push(body.verificationId), ok({ supplierId: 's-1', verifyStatus: 2 })),
      ),
    );
    const u = user();
    renderConsole('/platform/suppliers/s-1', staffOf('reviewer'));
    await u.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '通过认证' });
    expect(approved).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(approved).toEqual(['v-1']));
  });

  it('驳回 needs a reason; the reason is sent', async () => {
    const rejected: { verificationId: string; reason: string }[] = [];
    server.use(
      onCall(suppliers.platformSupplierDetail, () => ok(detail)),
      onCall(suppliers.platformVerificationReject, ({ body }) => (rejected.push(body), ok({ supplierId: 's-1', verifyStatus: 3 }))),
    );
    const u = user();
    renderConsole('/platform/suppliers/s-1', staffOf('reviewer'));
    await u.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回认证' });
    await u.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(rejected).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '营业执照不清晰' } });
    await u.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(rejected).toEqual([{ verificationId: 'v-1', reason: '营业执照不清晰' }]));
  });

  it("an operator sees the page but not the reviewer's buttons", async () => {
    server.use(onCall(suppliers.platformSupplierDetail, () => ok(detail)));
    renderConsole('/platform/suppliers/s-1', staffOf('operator'));
    expect(await screen.findByRole('heading', { level: 1, name: '杭州某某人力资源有限公司' })).toBeInTheDocument();
    expect(screen.getByText('审核中', { selector: '.light-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });
});
