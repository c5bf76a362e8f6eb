import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuSelected } from '@/lib/state/global-slice';
import { signedInAs } from '../msw/order-handlers';
import { menuStateFor } from '@/components/layouts/menu-keys';
import { PERSIST_STORAGE_KEY } from '@/app/store';
import { loggedIn, renderApp } from '../utils/render-app';

const selectedHeaderItem = () => document.querySelector('.site-menu [aria-current="page"]')?.textContent ?? null;

describe('the menu state follows navigation', { timeout: 30_000 }, () => {
  it('maps each path to the header entry URL, the selected keys and the open submenu', () => {
    expect(menuStateFor('/')).toEqual({ horizontalSelectedUrl: '/', selectedKeys: ['home'], openKeys: [] });
    expect(menuStateFor('/workbench/collection')).toEqual({
      horizontalSelectedUrl: '/',
      selectedKeys: ['home', 'collection'],
      openKeys: ['workbench'],
    });
    expect(menuStateFor('/findJob/workDetail/101')).toEqual({ horizontalSelectedUrl: '/findJob', selectedKeys: ['findJob'], openKeys: [] });
    expect(menuStateFor('/myUserInfo/bank')).toEqual({
      horizontalSelectedUrl: undefined,
      selectedKeys: ['bank'],
      openKeys: ['myUserInfo'],
    });
    expect(menuStateFor('/404')).toEqual({ horizontalSelectedUrl: undefined, selectedKeys: [], openKeys: [] });
  });

  it('maps every workbench screen to its workbench menu entry', () => {
    const entry = (path: string) => menuStateFor(path);
    expect(entry('/workbench')).toEqual({ horizontalSelectedUrl: '/', selectedKeys: ['home', 'overview'], openKeys: ['workbench'] });
    expect(entry('/workbench/overview').selectedKeys).toEqual(['home', 'overview']);
    expect(entry('/workbench/order').selectedKeys).toEqual(['home', 'order']);
    expect(entry('/workbench/order/candidateList/101/9/hired').selectedKeys).toEqual(['home', 'order']);
    expect(entry('/workbench/confessionRecord').selectedKeys).toEqual(['home', 'confessionRecord']);
    expect(entry('/workbench/settlementManagement').selectedKeys).toEqual(['home', 'settlementManagement']);
    expect(entry('/workbench/settlementManagement/checkSettlementList/pending/7').selectedKeys).toEqual(['home', 'settlementManagement']);
    expect(entry('/workbench/settlementManagement/confirmSettlementList/7/').selectedKeys).toEqual(['home', 'settlementManagement']);
    expect(entry('/workbench/whatever').selectedKeys).toEqual(['home', 'overview']);
  });

  it('shows the workbench menu on every workbench screen, its current entry read from the menu state; clicks lead on', async () => {
    const { store, where } = renderApp('/workbench/order', {
      global: signedInAs({ isMain: true, authList: ['order:manage', 'candidate:manage', 'settlement:view'] }),
    });
    const menu = await screen.findByRole('navigation', { name: '工作台菜单' }, { timeout: 20_000 });
    const entries = () =>
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(() => expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent('订单'));
    // 结算管理 counts the bills waiting for the supplier: pending (to confirm) and failed (to resubmit).
    await waitFor(() => expect(entries()).toEqual(['概览', '订单', '供应商记录', '结算管理6（6 张结算单待处理）', '我的收藏']));
    expect(within(menu).getByRole('link', { name: '结算管理（6 张结算单待处理）' })).toHaveAttribute(
      'href',
      '/workbench/settlementManagement',
    );

    await userEvent.click(within(menu).getByRole('link', { name: /结算管理/ }));
    await screen.findByRole('heading', { name: '结算管理' }, { timeout: 20_000 });
    expect(where()).toBe('/workbench/settlementManagement');
    await waitFor(() =>
      expect(store.getState().global).toMatchObject({ selectedKeys: ['home', 'settlementManagement'], openKeys: ['workbench'] }),
    );
    expect(within(screen.getByRole('navigation', { name: '工作台菜单' })).getByRole('link', { current: 'page' })).toHaveTextContent(
      '结算管理',
    );

    // The menu follows the persisted state: another value there moves the highlight with it.
    act(() => {
      store.dispatch(menuSelected({ selectedKeys: ['home', 'collection'], openKeys: ['workbench'] }));
    });
    expect(within(screen.getByRole('navigation', { name: '工作台菜单' })).getByRole('link', { current: 'page' })).toHaveTextContent(
      '我的收藏',
    );

    await userEvent.click(within(screen.getByRole('navigation', { name: '工作台菜单' })).getByRole('link', { name: '我的收藏' }));
    expect(await screen.findByRole('heading', { name: '我的收藏' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(where()).toBe('/workbench/collection');
  });

  it('names a candidate list by its task and order, in its title, breadcrumb and document title', async () => {
    renderApp('/workbench/order/candidateList/101/9', {
      global: signedInAs({ isMain: true, authList: ['order:manage', 'candidate:manage'] }),
    });
    expect(await screen.findByRole('heading', { name: '南山科技园保安（订单 9） 的候选人' }, { timeout: 20_000 })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: '面包屑' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(crumbs).toEqual(['首页', '工作台', '订单', '南山科技园保安（订单 9）', '候选人列表']);
    await waitFor(() => expect(document.title).toBe('候选人列表 - 南山科技园保安（订单 9）'));
  });

  it('updates horizontalSelectedUrl, selectedKeys and openKeys on every route change, and the header shows them', async () => {
    const { store, router } = renderApp('/helpCenter', { global: loggedIn });
    await screen.findByRole('heading', { name: '帮助中心' });
    await waitFor(() =>
      expect(store.getState().global).toMatchObject({ horizontalSelectedUrl: '/helpCenter', selectedKeys: ['helpCenter'], openKeys: [] }),
    );
    expect(selectedHeaderItem()).toBe('帮助中心');

    await act(() => router.navigate('/myUserInfo/collection'));
    await screen.findByRole('heading', { name: '个人中心' });
    await waitFor(() =>
      expect(store.getState().global).toMatchObject({
        horizontalSelectedUrl: '/helpCenter',
        selectedKeys: ['collection'],
        openKeys: ['myUserInfo'],
      }),
    );
    expect(selectedHeaderItem()).toBeNull();

    await act(() => router.navigate('/workbench/overview'));
    await screen.findByRole('heading', { name: '工作台' });
    await waitFor(() =>
      expect(store.getState().global).toMatchObject({
        horizontalSelectedUrl: '/',
        selectedKeys: ['home', 'overview'],
        openKeys: ['workbench'],
      }),
    );
    expect(selectedHeaderItem()).toBe('工作台');
    // Persisted with the rest of `global` (spec §3).
    await waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toContain('overview'));
  });
});
