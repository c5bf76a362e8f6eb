import { screen, waitFor } from '@testing-library/react';
import { login } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { loggedIn, renderApp } from '../utils/render-app';

describe('an expired channel in the running app', { timeout: 15_000 }, () => {
  it('the login-info sync on load meets 920: the info is reloaded and the user goes home keeping sid and sourcecode', async () => {
    let calls = 0;
    server.use(onCall(login.getLoginInfo, () => (++calls === 1 ? status(920) : ok(loginInfo({ userName: '新名字' })))));
    const { store, where } = renderApp('/workbench?sid=S9&sourcecode=C9', { global: loggedIn });
    await waitFor(() => expect(where()).toBe('/?sid=S9&sourcecode=C9'));
    expect(calls).toBe(2);
    expect(store.getState().global.turingAccountInfo).toMatchObject({ userName: '新名字' });
    expect(store.getState().global.token).not.toBe('');
    expect(await screen.findByText('认证信息已过期')).toBeInTheDocument();
  });
});
