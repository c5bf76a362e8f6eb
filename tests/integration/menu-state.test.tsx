import { act, screen, waitFor } from '@testing-library/react';
import { menuStateFor } from '@/components/layouts/menu-keys';
import { PERSIST_STORAGE_KEY } from '@/app/store';
import { loggedIn, renderApp } from '../utils/render-app';

const selectedHeaderItem = () => document.querySelector('.site-menu [aria-current="page"]')?.textContent ?? null;

describe('the menu state follows navigation', { timeout: 30_000 }, () => {
  it('maps each path to the header entry URL, the selected keys and the open submenu', () => {
    expect(menuStateFor('/')).toEqual({ horizontalSelectedUrl: '/', selectedKeys: ['home'], openKeys: [] });
    expect(menuStateFor('/workbench/collection')).toEqual({ horizontalSelectedUrl: '/', selectedKeys: ['home', 'collection'], openKeys: ['workbench'] });
    expect(menuStateFor('/findJob/workDetail/101')).toEqual({ horizontalSelectedUrl: '/findJob', selectedKeys: ['findJob'], openKeys: [] });
    expect(menuStateFor('/myUserInfo/bank')).toEqual({ horizontalSelectedUrl: undefined, selectedKeys: ['bank'], openKeys: ['myUserInfo'] });
    expect(menuStateFor('/404')).toEqual({ horizontalSelectedUrl: undefined, selectedKeys: [], openKeys: [] });
  });

  it('updates horizontalSelectedUrl, selectedKeys and openKeys on every route change, and the header shows them', async () => {
    const { store, router } = renderApp('/helpCenter', { global: loggedIn });
    await screen.findByRole('heading', { name: '帮助中心' });
    await waitFor(() => expect(store.getState().global).toMatchObject({ horizontalSelectedUrl: '/helpCenter', selectedKeys: ['helpCenter'], openKeys: [] }));
    expect(selectedHeaderItem()).toBe('帮助中心');

    await act(() => router.navigate('/myUserInfo/collection'));
    await screen.findByRole('heading', { name: '个人中心' });
    await waitFor(() => expect(store.getState().global).toMatchObject({ horizontalSelectedUrl: '/helpCenter', selectedKeys: ['collection'], openKeys: ['myUserInfo'] }));
    expect(selectedHeaderItem()).toBeNull();

    await act(() => router.navigate('/workbench/overview'));
    await screen.findByRole('heading', { name: '工作台' });
    await waitFor(() => expect(store.getState().global).toMatchObject({ horizontalSelectedUrl: '/', selectedKeys: ['home', 'overview'], openKeys: ['workbench'] }));
    expect(selectedHeaderItem()).toBe('工作台');
    // Persisted with the rest of `global` (spec §3).
    await waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toContain('overview'));
  });
});
