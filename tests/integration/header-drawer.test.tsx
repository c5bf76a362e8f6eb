import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { loggedIn, renderApp } from '../utils/render-app';

/** The compact header's drawer (shown below 768 px by CSS, which jsdom does not apply: here it is always there). */
const openDrawer = async () => {
  const button = await screen.findByRole('button', { name: '菜单' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(drawer.tagName).toBe('DIALOG');
  expect(drawer).toHaveAttribute('open');
  return { button, drawer };
};

describe('the compact header: a menu button and its drawer', { timeout: 15_000 }, () => {
  it('holds the navigation and the user entries (身份认证 with its state); an entry navigates and closes it', async () => {
    const { where } = renderApp('/myUserInfo/info', { global: loggedIn });
    await screen.findByRole('heading', { name: '个人中心' }, { timeout: 10_000 });
    const { button, drawer } = await openDrawer();
    const nav = within(drawer).getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['工作台', '/workbench'],
      ['找工作', '/findJob'],
      ['帮助中心', '/helpCenter'],
    ]);
    expect(within(drawer).getByText('张经理')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/myUserInfo/info');
    expect(within(drawer).getByRole('link', { name: '身份认证已认证' })).toHaveAttribute('href', '/authentication/company');
    expect(within(drawer).getByRole('button', { name: '退出登录' })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: '帮助中心' }));
    await waitFor(() => expect(where()).toBe('/helpCenter'));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    expect(within(drawer).queryByRole('link')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('marks the current entry, and closes on its close button', async () => {
    renderApp('/workbench/order', { global: loggedIn });
    await screen.findByRole('heading', { name: '订单' }, { timeout: 10_000 });
    const { button, drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: '找工作' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭菜单' }));
    expect(drawer).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it('logs out from the drawer', async () => {
    const calls: string[] = [];
    server.use(onCall(login.logout, () => (calls.push('logout'), ok(null))));
    const { where } = renderApp('/workbench/order', { global: loggedIn });
    await screen.findByRole('heading', { name: '订单' }, { timeout: 10_000 });
    const { drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeInTheDocument();
    expect(calls).toEqual(['logout']);
    expect(where()).toBe('/login');
  });

  it('logged out: the public navigation only, the login link staying in the bar', async () => {
    renderApp('/helpCenter');
    const header = (await screen.findByRole('button', { name: '菜单' })).closest('header')!;
    expect(within(header).getByRole('link', { name: '登录 / 注册' })).toBeInTheDocument();
    const { drawer } = await openDrawer();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '找工作', '帮助中心']);
    expect(within(drawer).queryByRole('button', { name: '退出登录' })).toBeNull();
  });
});
