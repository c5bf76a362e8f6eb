import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@contract/index';
import { PERSIST_STORAGE_KEY } from '@/app/store';
import { userTipsModalToggled } from '@/lib/state/global-slice';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { loggedIn, renderApp } from '../utils/render-app';

describe('the header and the session', { timeout: 15_000 }, () => {
  it('shows the user name (restored after a reload) and the workbench entry when logged in', async () => {
    renderApp('/findJob', { global: loggedIn });
    const header = (await screen.findByRole('navigation', { name: '主导航' })).closest('header')!;
    expect(within(header).getByText('张经理')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/workbench');
  });

  it('opens the user menu from the name: 个人中心, 身份认证 with its state, 退出登录; Escape closes it', async () => {
    renderApp('/findJob', { global: loggedIn });
    const trigger = await screen.findByRole('button', { name: '张经理' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: '用户菜单' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['个人中心', '身份认证已认证', '退出登录']);
    expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveAttribute('href', '/myUserInfo/info');
    expect(within(menu).getByRole('menuitem', { name: /身份认证/ })).toHaveAttribute('href', '/authentication/company');
    expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /身份认证/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows a user without a supplier 身份认证 as 未加入企业, and the menu leads there', async () => {
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))));
    const { where } = renderApp('/findJob', { global: { ...loggedIn, supplierId: '', verifyStatus: 5 } });
    await userEvent.click(await screen.findByRole('button', { name: '张经理' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '身份认证未加入企业' }));
    expect(await screen.findByRole('heading', { name: '身份认证' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(where()).toBe('/authentication/company');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows a login link and no workbench entry when logged out', async () => {
    renderApp('/findJob?sid=S1&sourcecode=C1');
    const header = (await screen.findByRole('navigation', { name: '主导航' })).closest('header')!;
    expect(within(header).getByRole('link', { name: '登录 / 注册' })).toHaveAttribute('href', '/login?sid=S1&sourcecode=C1');
    expect(within(header).queryByRole('link', { name: '工作台' })).toBeNull();
    expect(within(header).queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('logout revokes the session on the server, clears the client and goes to /login', async () => {
    const revoked: Array<string | null> = [];
    server.use(onCall(login.logout, ({ token }) => (revoked.push(token), ok(null))));
    const { store, where } = renderApp('/workbench/order?sid=S1&sourcecode=C1', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '张经理' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeInTheDocument();
    expect(revoked).toEqual(['tok-1']);
    expect(store.getState().global).toMatchObject({ token: '', refreshToken: '', supplierId: '', turingAccountInfo: null });
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
    await waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '').not.toContain('tok-1'));
  });

  it('logout clears the client even when the server call fails', async () => {
    server.use(onCall(login.logout, () => status(500)));
    const { store, where } = renderApp('/workbench', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '张经理' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await screen.findByRole('heading', { name: '手机号登录' });
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login');
  });

  it('binds the user-tips modal to showUserTipsModal', async () => {
    // A light screen: role queries over the whole find-job page are slow in jsdom.
    const { store } = renderApp('/myUserInfo/info', { global: loggedIn });
    await screen.findByRole('heading', { name: '个人中心' });
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
    act(() => {
      store.dispatch(userTipsModalToggled(true));
    });
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(store.getState().global.showUserTipsModal).toBe(false);
  });

  it('opens the user tips when the persisted flag says so', async () => {
    renderApp('/myUserInfo/info', { global: { ...loggedIn, showUserTipsModal: true } });
    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
  });

  it('sees a logout made in another tab at once and leaves the login-only screen', async () => {
    const { where } = renderApp('/workbench/order?sid=S1', { global: loggedIn });
    await screen.findByRole('heading', { name: '订单' });
    // The other tab logged out: its redux-persist purged (or rewrote) persist:root.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: null, storageArea: localStorage }));
    });
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeInTheDocument();
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/workbench/order?sid=S1')}&sid=S1`);
  });
});
