import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@contract/index';
import { SEND_CODE_DEADLINE_KEY } from '@/features/login/code-deadline';
import { server } from '../msw/server';
import { deferred, fail, ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { renderApp } from '../utils/render-app';

const user = () => userEvent.setup({ delay: null });

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: '手机号登录' });
  return app;
}

/** Fills the form (a change event per field: typing key by key re-validates on every key and is slow). */
async function fill(u: ReturnType<typeof user>, { phone = '13800138000', code = '123456', agree = true } = {}) {
  if (phone) fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  if (code) fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
  if (agree) await u.click(screen.getByRole('checkbox', { name: /用户服务协议/ }));
}

describe('the login screen', { timeout: 15_000 }, () => {
  it('validates in Chinese: required, phone format, 6-digit code, consent', async () => {
    const u = user();
    let logins = 0;
    server.use(onCall(login.loginByPhone, () => (logins++, fail('E000101', 'x'))));
    await openLogin();
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意《用户服务协议》')).toBeInTheDocument();
    await u.type(screen.getByLabelText('手机号'), '12345');
    await u.type(screen.getByLabelText('验证码'), '12a');
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('验证码必须是 6 位数字')).toBeInTheDocument();
    expect(logins).toBe(0);
  });

  it('works from the keyboard: Enter submits, and the first field in error takes the focus', async () => {
    const u = user();
    let logins = 0;
    server.use(
      onCall(login.loginByPhone, () => (logins++, ok({ tokenInfo: { token: 'tok-9', refreshToken: 'ref-9' }, userName: '李经理' }))),
    );
    await openLogin();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '138 0013 8000' } });
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    await u.click(screen.getByLabelText('验证码'));
    await u.keyboard('{Enter}');
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveFocus();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
    await u.keyboard('123456{Enter}');
    expect(await screen.findByText('请阅读并同意《用户服务协议》')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /用户服务协议/ })).toHaveFocus();
    await u.keyboard(' ');
    expect(screen.queryByText('请阅读并同意《用户服务协议》')).toBeNull();
    await u.click(screen.getByLabelText('验证码'));
    await u.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '工作台' }, { timeout: 5000 });
    expect(logins).toBe(1);
  });

  it('links the consent to /agreement/service and refuses to log in without it', async () => {
    const u = user();
    let logins = 0;
    server.use(onCall(login.loginByPhone, () => (logins++, fail('E000101', 'x'))));
    await openLogin();
    expect(screen.getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute('href', '/agreement/service');
    await fill(u, { agree: false });
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请阅读并同意《用户服务协议》')).toBeInTheDocument();
    expect(logins).toBe(0);
  });

  it('sends a code only for a valid phone, then counts down 60 s — across a reload', async () => {
    const u = user();
    const sent: string[] = [];
    server.use(onCall(login.sendCode, ({ body }) => (sent.push(body.phone ?? ''), ok(null))));
    const first = await openLogin();
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await u.type(screen.getByLabelText('手机号'), '13800138000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: /^(60|59) 秒后重新获取$/ });
    expect(counting).toBeDisabled();
    expect(sent).toEqual(['13800138000']);
    expect(Number(localStorage.getItem(SEND_CODE_DEADLINE_KEY))).toBeGreaterThan(Date.now() + 55_000);

    const deadline = localStorage.getItem(SEND_CODE_DEADLINE_KEY)!;
    first.unmount();
    localStorage.clear();
    localStorage.setItem(SEND_CODE_DEADLINE_KEY, deadline); // what survives a reload
    await openLogin();
    expect(screen.getByRole('button', { name: /^\d{1,2} 秒后重新获取$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
  });

  it('offers the code again once the countdown is over', async () => {
    // The screen's chunk is loaded once first, so the countdown is still running when the screen shows.
    (await openLogin()).unmount();
    localStorage.setItem(SEND_CODE_DEADLINE_KEY, String(Date.now() + 60_000));
    await openLogin();
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    // The clock moves past the deadline (the countdown reads Date.now on its next tick): nothing waits out 60 s.
    const realNow = Date.now.bind(Date);
    const now = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
      expect(localStorage.getItem(SEND_CODE_DEADLINE_KEY)).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('logs in: tokens stored, login info loaded into the supplier info, back to the redirect with sid and sourcecode', async () => {
    const u = user();
    let payload: unknown;
    server.use(
      onCall(
        login.loginByPhone,
        ({ body }) => ((payload = body), ok({ tokenInfo: { token: 'tok-9', refreshToken: 'ref-9' }, userName: '李经理' })),
      ),
      onCall(login.getLoginInfo, ({ token }) => (token === 'tok-9' ? ok(loginInfo({ userName: '李经理' })) : fail('E000008', 'no'))),
    );
    const { store, where } = await openLogin(`/login?redirect=${encodeURIComponent('/workbench/order?tab=2')}&sid=S1&sourcecode=C1`);
    await fill(u);
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '订单' })).toBeInTheDocument();
    expect(payload).toEqual({ phone: '13800138000', code: '123456', sid: 'S1', sourcecode: 'C1' });
    expect(store.getState().global).toMatchObject({
      token: 'tok-9',
      refreshToken: 'ref-9',
      userName: '李经理',
      supplierId: 'sup-1',
      verifyStatus: 2,
      isMain: true,
    });
    expect(store.getState().global.turingAccountInfo?.supplierInfo?.supplierName).toBe('示例人力资源有限公司');
    expect(where()).toBe('/workbench/order?tab=2&sid=S1&sourcecode=C1');
    expect(await screen.findByText('李经理')).toBeInTheDocument();
  });

  it.each([
    ['no redirect', '/login?sid=S1', '/workbench?sid=S1'],
    // The other unsafe forms (backslash, javascript:, https://…) are covered by tests/unit/redirect.test.ts.
    ['a redirect to another origin', `/login?redirect=${encodeURIComponent('//evil.example/x')}&sourcecode=C1`, '/workbench?sourcecode=C1'],
  ])('goes to the workbench when there is %s', async (_case, path, expected) => {
    const u = user();
    const { where } = await openLogin(path);
    await fill(u);
    await u.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { name: '工作台' });
    expect(where()).toBe(expected);
  });

  it('shows the gateway errorMsg as a toast, keeps the user on /login, and shows loading while submitting', async () => {
    const u = user();
    const gate = deferred();
    server.use(onCall(login.loginByPhone, async () => (await gate.promise, fail('E000101', '验证码错误，请重新输入'))));
    const { store, where } = await openLogin();
    await fill(u);
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /登录/ })).toHaveAttribute('aria-busy', 'true'));
    await act(async () => gate.resolve());
    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /登录/ })).not.toHaveAttribute('aria-busy', 'true'));
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login');
  });

  it('lands a user who belongs to no supplier yet on the first-steps choice, without the tips dialog', async () => {
    const u = user();
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))));
    const { store, where } = await openLogin();
    await fill(u);
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '开始使用：您还没有加入供应商' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(where()).toBe('/workbench');
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
    expect(store.getState().global).toMatchObject({ showUserTipsModal: false, verifyStatus: 5, supplierId: '' });
  });
});
