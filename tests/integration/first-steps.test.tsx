import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, orders, verification } from '@contract/index';
import { loginInfo } from '../msw/fixtures';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { authInfoFixture } from '../msw/verification-handlers';
import { renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const newUser = { token: 'tok-1', refreshToken: 'ref-1', userName: '新用户', supplierId: '', isMain: true, verifyStatus: 5 };
/** The gateway's login info agrees: this user belongs to no supplier. */
const noSupplier = () => server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))));
const none = authInfoFixture({ verifyStatus: 5, supplierId: null, supplierName: null, supplierType: null, submission: null });

describe('first steps of a user without a supplier', { timeout: 60_000 }, () => {
  it('lands on one clear choice: no figures, no failures, no toast, no banner, no dialog', async () => {
    const asked: string[] = [];
    server.use(
      onCall(orders.myCommission, () => (asked.push('commission'), ok(null as never))),
      onCall(orders.donateStatistics, () => (asked.push('statistics'), ok(null as never))),
      onCall(verification.authInfo, () => ok(none)),
    );
    noSupplier();
    const { where } = renderApp('/workbench', { global: newUser });
    expect(await screen.findByRole('heading', { name: '开始使用：您还没有加入供应商' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('创建供应商')).toBeInTheDocument();
    expect(screen.getByText('加入已有供应商')).toBeInTheDocument();
    // Give any stray call, toast or banner the time to show up.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/加载失败/)).toBeNull();
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.verification-tips')).toBeNull();
    expect(asked).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '企业认证' }));
    await waitFor(() => expect(where()).toBe('/authentication/company'));
  });

  it('joins by a pasted invitation link (or says what is missing)', async () => {
    noSupplier();
    const { where } = renderApp('/workbench/overview', { global: newUser });
    const box = await screen.findByLabelText('邀请链接', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请粘贴管理员发给您的完整邀请链接');
    const code = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    await userEvent.type(box, `https://portal.example/accountActivation?code=${code}`);
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    await waitFor(() => expect(where()).toBe(`/accountActivation?code=${code}`));
  });

  it.each([
    ['/workbench/order', '订单'],
    ['/workbench/confessionRecord', '供应商记录'],
    ['/workbench/settlementManagement', '结算管理'],
  ])('opened directly, %s offers the same first steps under its own title, calling nothing it would be refused', async (path, title) => {
    const asked: string[] = [];
    server.use(
      onCall(orders.myOrderList, () => (asked.push('orders'), ok(null as never))),
      onCall(orders.myCommission, () => (asked.push('commission'), ok(null as never))),
    );
    noSupplier();
    renderApp(path, { global: newUser });
    expect(await screen.findByRole('heading', { name: '开始使用：您还没有加入供应商' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.queryByText(/加载失败/)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('the personal centre offers only what a user without a supplier has, and the first steps for the rest', async () => {
    noSupplier();
    renderApp('/myUserInfo/bank', { global: newUser });
    expect(await screen.findByText('加入已有供应商', {}, SLOW)).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation', { name: '个人中心菜单' }).find((nav) => nav.classList.contains('side-nav'))!;
    expect(menu).toHaveTextContent('账号安全');
    expect(menu).not.toHaveTextContent('银行信息');
    expect(menu).not.toHaveTextContent('成员管理');
    expect(screen.queryByText(/加载失败/)).toBeNull();
  });
});
