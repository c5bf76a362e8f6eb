import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, members, user as userContract } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { renderApp } from '../utils/render-app';

const user = () => userEvent.setup({ delay: null });
const CODE = 'a'.repeat(43);
const invitation = {
  supplierName: '示例人力资源有限公司',
  inviterName: '王建国',
  expiresAt: '2026-12-06T10:00:00+08:00',
  phoneMasked: '139****0063',
  name: '陈小明',
};

async function logIn(path: string, { phone }: { phone?: string } = {}) {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: '手机号登录' });
  if (phone) fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  return app;
}

async function submit(u: ReturnType<typeof user>) {
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
  await u.click(screen.getByRole('checkbox', { name: /用户服务协议/ }));
  await u.click(screen.getByRole('button', { name: '登录' }));
}

describe('the name prompt after login', { timeout: 20_000 }, () => {
  const unnamed = () =>
    server.use(
      onCall(login.loginByPhone, () => ok({ tokenInfo: { token: 'tok-1', refreshToken: 'ref-1' }, userName: '用户8000' })),
      onCall(login.getLoginInfo, () => ok(loginInfo({ userName: '用户8000' }))),
    );

  it('asks an account known only by its placeholder for a name, checks it, saves it and shows it', async () => {
    const u = user();
    const saved: unknown[] = [];
    unnamed();
    server.use(onCall(userContract.updateName, ({ body }) => (saved.push(body), ok({ userName: body.name.trim() }))));
    const { store } = await logIn('/login', { phone: '13800138000' });
    await submit(u);
    const dialog = await screen.findByRole('dialog', { name: '请填写您的姓名' });
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入姓名')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '用户1234' } });
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写您的真实姓名')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: ' 陈志强 ' } });
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toEqual([{ name: '陈志强' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请填写您的姓名' })).toBeNull());
    expect(store.getState().global.userName).toBe('陈志强');
  });

  it('稍后再说 closes it without saving; a named account is never asked', async () => {
    const u = user();
    let saves = 0;
    unnamed();
    server.use(onCall(userContract.updateName, () => (saves++, fail('E000400', 'x'))));
    await logIn('/login', { phone: '13800138000' });
    await submit(u);
    const dialog = await screen.findByRole('dialog', { name: '请填写您的姓名' });
    await u.click(within(dialog).getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请填写您的姓名' })).toBeNull());
    expect(saves).toBe(0);
  });
});

describe('the login page reached from an invitation link', { timeout: 20_000 }, () => {
  it('names the company and the inviter and logs in with the invited phone by the link', async () => {
    const u = user();
    const sent: unknown[] = [];
    const logins: unknown[] = [];
    server.use(
      onCall(members.inviteLinkInfo, () => ok(invitation)),
      onCall(login.sendCode, ({ body }) => (sent.push(body), ok(null))),
      onCall(
        login.loginByPhone,
        ({ body }) => (logins.push(body), ok({ tokenInfo: { token: 'tok-2', refreshToken: 'ref-2' }, userName: '用户0063' })),
      ),
      onCall(login.getLoginInfo, () => ok(loginInfo({ userName: '用户0063', supplierInfo: null }))),
    );
    const { where } = await logIn(`/login?redirect=${encodeURIComponent(`/accountActivation?code=${CODE}`)}`);
    expect(await screen.findByText(/邀请 陈小明 加入/)).toBeInTheDocument();
    expect(screen.getByText('王建国')).toBeInTheDocument();
    expect(screen.getByText('「示例人力资源有限公司」')).toBeInTheDocument();
    expect(screen.getAllByText(/139\*\*\*\*0063/).length).toBeGreaterThan(0);
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual([{ inviteCode: CODE }]));
    await submit(u);
    await waitFor(() => expect(logins).toEqual([{ inviteCode: CODE, code: '123456' }]));
    await waitFor(() => expect(where()).toBe(`/accountActivation?code=${CODE}`));
    // Came to join: no name prompt, no "verify your company" tips.
    expect(screen.queryByRole('dialog', { name: '请填写您的姓名' })).toBeNull();
  });

  it('使用其他手机号 brings back the phone box; a dead link leaves the plain form', async () => {
    const u = user();
    server.use(onCall(members.inviteLinkInfo, () => ok(invitation)));
    const first = await logIn(`/login?redirect=${encodeURIComponent(`/accountActivation?code=${CODE}`)}`);
    await u.click(await screen.findByRole('button', { name: '使用其他手机号' }));
    expect(screen.getByLabelText('手机号')).toHaveValue('');
    first.unmount();
    server.use(onCall(members.inviteLinkInfo, () => fail('E000404', '邀请链接无效或已被撤销，请联系企业管理员重新邀请')));
    await logIn(`/login?redirect=${encodeURIComponent(`/accountActivation?code=${CODE}`)}`);
    expect(await screen.findByText('未注册的手机号验证后将自动创建账号')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
  });
});
