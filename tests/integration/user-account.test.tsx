import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { audit, login, user } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall, status } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { auditEntry } from '../msw/user-handlers';
import { renderApp, loggedIn } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const u = () => userEvent.setup({ delay: null });
const admin = { ...loggedIn, turingAccountInfo: loginInfo() };

async function openAccount() {
  const app = renderApp('/myUserInfo/account', { global: admin });
  expect(await screen.findByText('138****8000', {}, SLOW)).toBeInTheDocument();
  return app;
}

/** Step 1 done: code sent to the old phone and checked. */
/** A button by its exact text (getByRole is slow on a busy machine with antd's DOM). */
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

/** Step 1 done: code sent to the old phone and checked. */
async function proveOld() {
  fireEvent.click(button('获取验证码'));
  expect(await screen.findByText(/秒后重新获取/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('原手机号验证码'), { target: { value: '123456' } });
  fireEvent.click(button('下一步'));
  expect(await screen.findByLabelText('新手机号')).toBeInTheDocument();
}

describe('账号安全: the phone change', { timeout: 180_000 }, () => {
  it('proves the old phone, then the new one, confirms, and sends the user to log in with the new phone', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      onCall(user.updatePhoneOldSend, ({ body }) => (calls.push({ path: 'oldSend', body }), ok(null))),
      onCall(
        user.updatePhoneOldCheck,
        ({ body }) => (calls.push({ path: 'oldCheck', body }), ok({ stepToken: 'step-9', expiresAt: '2026-11-23T10:15:00+08:00' })),
      ),
      onCall(user.updatePhoneNewSend, ({ body }) => (calls.push({ path: 'newSend', body }), ok(null))),
      onCall(user.updatePhoneNewCheck, ({ body }) => (calls.push({ path: 'newCheck', body }), ok({ phone: '139****9999' }))),
    );
    const app = await openAccount();
    await proveOld();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13999999999' } });
    fireEvent.click(button('获取验证码'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['oldSend', 'oldCheck', 'newSend']));
    fireEvent.change(screen.getByLabelText('新手机号验证码'), { target: { value: '654321' } });
    fireEvent.click(button('确定更换'));
    const confirm = (await screen.findByText(/所有设备上的登录都将失效/)).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(within(confirm).getByText('确定更换', { selector: 'button span' }).closest('button')!);
    expect((await screen.findAllByText('手机号已更换', {}, SLOW))[0]).toBeInTheDocument();
    expect(screen.getByText('请使用新手机号 139****9999 重新登录。')).toBeInTheDocument();
    expect(app.where()).toBe('/login');
    expect(app.store.getState().global.token).toBe('');
    expect(calls).toEqual([
      { path: 'oldSend', body: {} },
      { path: 'oldCheck', body: { code: '123456' } },
      { path: 'newSend', body: { newPhone: '13999999999', stepToken: 'step-9' } },
      { path: 'newCheck', body: { newPhone: '13999999999', code: '654321', stepToken: 'step-9' } },
    ]);
  });

  it('checks the new phone’s format before sending, and says so when it belongs to someone else', async () => {
    let sends = 0;
    server.use(onCall(user.updatePhoneNewSend, () => (sends++, fail('E000409', '该手机号已被其他账号使用，请更换其他手机号'))));
    await openAccount();
    await proveOld();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '12345' } });
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(sends).toBe(0);
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13800000001' } });
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('该手机号已被其他账号使用，请更换其他手机号')).toBeInTheDocument();
    expect(sends).toBe(1);
    // Still on step 2, nothing lost, the button not counting down.
    expect(screen.getByLabelText('新手机号')).toHaveValue('13800000001');
    expect(button('获取验证码')).toBeEnabled();
  });

  it('refuses an empty code under the field, tied to it and focused, and calls nothing; draws no antd form', async () => {
    let checks = 0;
    server.use(onCall(user.updatePhoneOldCheck, () => (checks++, ok({ stepToken: 'st-1', expiresAt: '2026-01-01T00:00:00Z' }))));
    await openAccount();
    expect(document.querySelector('.ant-form, .ant-steps, .ant-card')).toBeNull();
    expect(screen.getByText('验证原手机号').closest('li')).toHaveAttribute('aria-current', 'step');
    fireEvent.click(button('下一步'));
    const field = screen.getByLabelText('原手机号验证码');
    expect(await screen.findByText('请输入验证码')).toHaveAttribute('id', field.getAttribute('aria-describedby'));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '12 3' } });
    expect(field).toHaveValue('123');
    expect(screen.getByText('验证码必须是 6 位数字')).toBeInTheDocument();
    expect(checks).toBe(0);
  });

  it('goes back to the old phone when its proof has expired', async () => {
    server.use(onCall(user.updatePhoneNewSend, () => fail('E000400', '原手机号验证已失效，请重新验证原手机号')));
    await openAccount();
    await proveOld();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13999999999' } });
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('下一步', { selector: 'button span' })).toBeInTheDocument();
    expect(screen.getByLabelText('原手机号验证码')).toBeInTheDocument();
  });

  it('keeps the step when the old code is wrong', async () => {
    server.use(onCall(user.updatePhoneOldCheck, () => fail('E000101', '验证码错误，还可以尝试 4 次')));
    await openAccount();
    fireEvent.change(screen.getByLabelText('原手机号验证码'), { target: { value: '000000' } });
    fireEvent.click(button('下一步'));
    expect(await screen.findByText('验证码错误，还可以尝试 4 次')).toBeInTheDocument();
    expect(screen.getByLabelText('原手机号验证码')).toHaveValue('000000');
  });
});

describe('操作记录: the audit trail', { timeout: 180_000 }, () => {
  it('lists the entries and filters them by action and keyword', async () => {
    const ue = u();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      onCall(audit.auditList, ({ body }) => {
        bodies.push(body);
        const list =
          body.keyword === '无此人'
            ? []
            : [
                auditEntry(),
                auditEntry({
                  id: '2',
                  action: 'phone.change',
                  actionLabel: '更换手机号',
                  detail: '手机号 138****8000 → 139****9999',
                  actorPhone: '',
                  actorName: '平台',
                  targetName: null,
                }),
              ];
        return ok({ list, total: list.length, pageNum: 1, pageSize: 30 });
      }),
    );
    renderApp('/myUserInfo/audit', { global: admin });
    expect(await screen.findByText('手机号 138****8000 → 139****9999', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('张经理（138****8000）')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-20 10:30:00')).toHaveLength(2);
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 30 });
    await ue.selectOptions(screen.getByLabelText('操作类型'), '提交认证');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ action: 'verification.submit', pageNum: 1, pageSize: 30 }));
    const search = screen.getByLabelText('搜索操作人或对象');
    fireEvent.change(search, { target: { value: '无此人' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ action: 'verification.submit', keyword: '无此人', pageNum: 1, pageSize: 30 }));
    expect(await screen.findByText('没有符合条件的记录')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    let broken = true;
    server.use(onCall(audit.auditList, () => (broken ? (status(503) as never) : ok({ list: [], total: 0, pageNum: 1, pageSize: 30 }))));
    renderApp('/myUserInfo/audit', { global: admin });
    expect(await screen.findByText('操作记录加载失败', {}, SLOW)).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getAllByText(/重新加载/)[0].closest('button')!);
    expect(await screen.findByText('暂无操作记录')).toBeInTheDocument();
    expect(button('导出 Excel')).toBeDisabled();
  });

  // The export itself (a blob answer) is covered by the server tests: msw's XHR interceptor cannot build a blob
  // response under jsdom. Here: the button is offered only when there is something to export.
  it('offers the export when there are entries', async () => {
    renderApp('/myUserInfo/audit', { global: admin });
    // An entry's cell (the action filter's options carry the actions' names from the start).
    await screen.findByText('张经理（138****8000）', {}, SLOW);
    expect(button('导出 Excel')).toBeEnabled();
  });

  it('is the administrator’s: a member sees neither the menu entry nor the list', async () => {
    let asked = 0;
    server.use(onCall(audit.auditList, () => (asked++, ok({ list: [], total: 0, pageNum: 1, pageSize: 30 }))));
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: { ...loginInfo().supplierInfo!, isMain: false } }))));
    renderApp('/myUserInfo/audit', { global: { ...admin, isMain: false } });
    expect(await screen.findByText('账号安全', { selector: '.side-nav-item' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('操作记录', { selector: '.side-nav-item' })).not.toBeInTheDocument();
    expect(document.querySelector('.side-menu-content')).toHaveTextContent('暂无数据');
    expect(asked).toBe(0);
  });
});
