import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, members } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { INVITE_CODE } from '../msw/member-handlers';
import { loggedIn, renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const PAGE = `/accountActivation?code=${INVITE_CODE}`;
const labelled = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);
const findButton = async (label: string | RegExp) =>
  (await screen.findByText(typeof label === 'string' ? labelled(label) : label, { selector: 'button, button *' }, SLOW)).closest('button')!;

/** A logged-in user who belongs to no supplier yet (login info without supplierInfo until the join). */
const loneUser = { ...loggedIn, supplierId: '', isMain: true, verifyStatus: 5 };

describe('account activation', { timeout: 30_000 }, () => {
  it('shows the invitation without login and sends the visitor to log in and come back', async () => {
    const { where } = renderApp(PAGE);
    expect(await screen.findByText('加入「示例人力资源有限公司」', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('张经理')).toBeInTheDocument();
    expect(screen.getByText('赵敏（138****0003）')).toBeInTheDocument();
    expect(screen.getByText('2026-11-27 09:00')).toBeInTheDocument();
    await userEvent.click(await findButton(/登录后加入/));
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent(PAGE)}`));
  });

  it('a logged-in invitee joins, the login info is read again and the workbench opens', async () => {
    let joined: unknown = null;
    server.use(
      onCall(login.getLoginInfo, () =>
        ok(
          loginInfo(
            joined
              ? {
                  supplierInfo: {
                    supplierId: 'sup-1',
                    supplierName: '示例人力资源有限公司',
                    authList: ['task:take'],
                    verifyStatus: 2,
                    isMain: false,
                  },
                }
              : { supplierInfo: null },
          ),
        ),
      ),
      onCall(members.joinSupplier, ({ body }) => ((joined = body), ok({ supplierId: 'sup-1', supplierName: '示例人力资源有限公司' }))),
    );
    const { where, store } = renderApp(PAGE, { global: loneUser });
    await userEvent.click(await findButton('加入企业'));
    await waitFor(() => expect(where()).toBe('/workbench'));
    expect(joined).toEqual({ inviteCode: INVITE_CODE });
    expect(store.getState().global).toMatchObject({ supplierId: 'sup-1', isMain: false, authList: ['task:take'] });
  });

  it('a join refused (another phone) says why on the card and changes nothing', async () => {
    server.use(
      onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))),
      onCall(members.joinSupplier, () => fail('E000403', '该邀请发给了手机号 138****0003，请使用该手机号登录后加入')),
    );
    const { where } = renderApp(PAGE, { global: loneUser });
    await userEvent.click(await findButton('加入企业'));
    expect((await screen.findAllByText('该邀请发给了手机号 138****0003，请使用该手机号登录后加入')).length).toBeGreaterThan(0);
    expect(where()).toBe(PAGE);
  });

  it.each([
    ['E000409', '邀请已过期，请联系企业管理员重新邀请'],
    ['E000409', '该邀请已被使用，如需加入请联系企业管理员重新邀请'],
    ['E000404', '邀请链接无效或已被撤销，请联系企业管理员重新邀请'],
  ])('an unusable link (%s) shows the reason: %s', async (code, message) => {
    server.use(onCall(members.inviteLinkInfo, () => fail(code, message)));
    renderApp(PAGE);
    expect(await screen.findByText('邀请链接无法使用', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('without a code it says there is nothing to activate', async () => {
    renderApp('/accountActivation');
    expect(await screen.findByText('暂无待激活的邀请，请打开企业管理员发给您的邀请链接', {}, SLOW)).toBeInTheDocument();
  });
});
