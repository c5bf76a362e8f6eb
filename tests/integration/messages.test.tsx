import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { login, notifications, user } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { messageLogItem } from '../msw/notification-handlers';
import { renderApp, loggedIn } from '../utils/render-app';

const SLOW = { timeout: 45_000 };
const admin = { ...loggedIn, turingAccountInfo: loginInfo() };
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

describe('基本信息: the e-mail address', { timeout: 120_000 }, () => {
  it('sends a code to a valid address only, verifies it and shows the address', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let verified: string | null = null;
    server.use(
      onCall(user.emailInfo, () => ok({ email: verified })),
      onCall(user.emailBind, ({ body }) => (calls.push({ path: 'bind', body }), ok(null))),
      onCall(user.emailVerify, ({ body }) => {
        calls.push({ path: 'verify', body });
        if (body.code !== '123456') return fail('E000101', '验证码错误，还可以尝试 4 次');
        verified = body.email;
        return ok({ email: body.email });
      }),
    );
    renderApp('/myUserInfo/info', { global: admin });
    fireEvent.click(await screen.findByText('绑定邮箱', { selector: 'button span' }, SLOW));
    fireEvent.change(screen.getByLabelText('邮箱地址'), { target: { value: 'not-an-address' } });
    fireEvent.click(button('发送验证码'));
    expect(await screen.findByText('邮箱地址格式不正确，例如 name@example.com')).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('邮箱地址'), { target: { value: 'boss@example.com' } });
    fireEvent.click(button('发送验证码'));
    expect(await screen.findByText(/秒后重新获取/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.click(button('验证并保存'));
    expect(await screen.findByText('验证码错误，还可以尝试 4 次')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(button('验证并保存'));
    expect(await screen.findByText('boss@example.com（已验证）', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'bind', body: { email: 'boss@example.com' } },
      { path: 'verify', body: { email: 'boss@example.com', code: '000000' } },
      { path: 'verify', body: { email: 'boss@example.com', code: '123456' } },
    ]);
  });
});

describe('消息设置 and 消息记录', { timeout: 120_000 }, () => {
  it('shows every kind with 站内 always on and saves a switch at once', async () => {
    const saved: unknown[] = [];
    server.use(
      onCall(
        notifications.channelSave,
        ({ body }) => (saved.push(body), ok({ kind: body.kind, label: '匹配的新任务', inApp: true, sms: body.sms, email: body.email })),
      ),
    );
    renderApp('/myUserInfo/messages', { global: admin });
    const table = await screen.findByRole('table', {}, SLOW);
    const inApp = within(table).getByRole('switch', { name: '结算单已出具：站内' });
    expect(inApp).toBeDisabled();
    expect(inApp).toHaveAttribute('aria-checked', 'true');
    expect(within(table).getByRole('switch', { name: '结算单已出具：短信' })).toHaveAttribute('aria-checked', 'true');
    // The digest is e-mail only.
    expect(within(table).queryByRole('switch', { name: /每日消息汇总.*：短信/ })).toBeNull();
    const taskSms = within(table).getByRole('switch', { name: '匹配的新任务：短信' });
    expect(taskSms).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(taskSms);
    await waitFor(() => expect(saved).toEqual([{ kind: 'task_matched', sms: true, email: false }]));
    await waitFor(() => expect(within(table).getByRole('switch', { name: '匹配的新任务：短信' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('消息记录 lists each message with its channel, masked recipient, status, attempts and answer (administrators only)', async () => {
    server.use(
      onCall(notifications.messageLog, () =>
        ok({
          list: [
            messageLogItem({
              channel: 'email',
              recipient: 'b***@example.com',
              status: 'failed',
              attempts: 3,
              providerAnswer: '550 mailbox unavailable',
            }),
          ],
          total: 1,
          pageNum: 1,
          pageSize: 30,
        }),
      ),
    );
    renderApp('/myUserInfo/messageLog', { global: admin });
    expect(await screen.findByText('b***@example.com', {}, SLOW)).toBeInTheDocument();
    // Who receives what: the administrator's own row, from the defaults.
    const overview = (await screen.findByRole('heading', { name: '成员接收设置' }, SLOW)).closest('section')!;
    expect(
      within(overview)
        .getByText(/张经理/)
        .closest('tr'),
    ).toHaveTextContent(/结算单已出具、结算单已付款/);
    const row = screen.getByText('b***@example.com').closest('tr')!;
    expect(within(row).getByText('发送失败')).toBeInTheDocument();
    expect(within(row).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(row).getByText('邮件')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('a member sees 消息设置 but not 消息记录', async () => {
    const supplierInfo = {
      supplierId: 'sup-1',
      supplierName: '示例人力资源有限公司',
      authList: ['task:take'],
      verifyStatus: 2,
      isMain: false,
    };
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo }))));
    renderApp('/myUserInfo/messages', {
      global: { ...loggedIn, isMain: false, authList: ['task:take'], turingAccountInfo: loginInfo({ supplierInfo }) },
    });
    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('消息设置').length).toBeGreaterThan(0);
    expect(screen.queryByText('消息记录')).toBeNull();
  });
});
