import { screen, waitFor } from '@testing-library/react';
import { login, members } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { roster } from '../msw/member-handlers';
import { notice, noticeSocket, send } from '../msw/notification-handlers';
import { loggedIn, renderApp } from '../utils/render-app';

type Client = { send(data: string): void };

/** The sockets the app opens; each is answered `ready` once it authenticates. */
function sockets() {
  const clients: Client[] = [];
  server.use(
    noticeSocket.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.addEventListener('message', (event) => {
        if ((JSON.parse(String(event.data)) as { type?: string }).type === 'auth') send(client, { type: 'ready', unreadCount: 1 });
      });
    }),
  );
  return clients;
}

/** What another session's change must show within (permissions and roles apply within 2 s). */
const WITHIN = { timeout: 2000 };
/** The first screen of a file waits for its chunks (antd and the table) to transform. */
const SLOW = { timeout: 20_000 };
/** A button by its label; text queries stay fast beside antd's table. */
const button = (label: string) => screen.queryByText(label, { selector: 'button, button *' });
const supplierInfo = loginInfo().supplierInfo!;
const asMember = (authList: string[], isMain = false) => loginInfo({ supplierInfo: { ...supplierInfo, authList, isMain } });

describe('open pages follow changes made in another session', { timeout: 30_000 }, () => {
  it('a rename re-reads the members list and the header’s user without a reload', async () => {
    const clients = sockets();
    renderApp('/myUserInfo/members', { global: { ...loggedIn, authList: ['member:manage'] } });
    expect(await screen.findByText('王五', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('张经理').length).toBeGreaterThan(0);
    await waitFor(() => expect(clients).toHaveLength(1));

    // Another administrator's session renamed both (the server pushes a silent member change).
    server.use(
      onCall(members.list, () =>
        ok({
          list: roster().map((m) => ({ ...m, name: m.userId === 'u-2' ? '王小五' : m.userId === 'u-1' ? '张总' : m.name })),
          total: 4,
          pageNum: 1,
          pageSize: 30,
        }),
      ),
      onCall(login.getLoginInfo, () => ok(loginInfo({ userName: '张总' }))),
    );
    send(clients[0]!, { type: 'changed', topic: 'member' });
    expect(await screen.findByText('王小五', {}, WITHIN)).toBeInTheDocument();
    // The header's user menu and the roster's administrator row.
    await waitFor(() => expect(document.querySelector('header')?.textContent).toContain('张总'), WITHIN);
    expect(document.querySelector('header')?.textContent).not.toContain('张经理');
  });

  it('granted, then revoked member:manage: the members actions appear, then go, within 2 s; a transferred administrator role likewise', async () => {
    const clients = sockets();
    server.use(onCall(login.getLoginInfo, () => ok(asMember(['task:take']))));
    renderApp('/myUserInfo/members', { global: { ...loggedIn, isMain: false, authList: ['task:take'] } });
    expect(await screen.findByText(/您没有成员管理权限/, {}, SLOW)).toBeInTheDocument();
    expect(button('邀请成员')).toBeNull();
    await waitFor(() => expect(clients).toHaveLength(1));
    const pushed = (type: 'member_permissions' | 'admin_transferred', id: string) =>
      send(clients[0]!, {
        type: 'notice',
        notice: notice({ id, kind: 'member', type, objectId: 'u-1', title: '您的权限已变更', link: '/workbench' }),
        unreadCount: 2,
      });

    server.use(onCall(login.getLoginInfo, () => ok(asMember(['task:take', 'member:manage']))));
    pushed('member_permissions', 'p1');
    await waitFor(() => expect(button('邀请成员')).not.toBeNull(), WITHIN);
    // The roster replaces the member's own entry (its table's chunk may still be on its way).
    expect(await screen.findByText('赵敏', {}, SLOW)).toBeInTheDocument();

    server.use(onCall(login.getLoginInfo, () => ok(asMember(['task:take']))));
    pushed('member_permissions', 'p2');
    await waitFor(() => expect(button('邀请成员')).toBeNull(), WITHIN);
    expect(screen.getByText(/您没有成员管理权限/)).toBeInTheDocument();

    // The administrator role handed to this member: its actions appear too.
    expect(button('转让管理员')).toBeNull();
    server.use(onCall(login.getLoginInfo, () => ok(asMember(['task:take', 'member:manage'], true))));
    pushed('admin_transferred', 'p3');
    await waitFor(() => expect(button('转让管理员')).not.toBeNull(), WITHIN);
  });

  it('a read in another tab or on another server brings this tab’s count along (the socket pushes the count)', async () => {
    const clients = sockets();
    renderApp('/myUserInfo/info', { global: loggedIn });
    expect(await screen.findByRole('button', { name: '通知，1 条未读' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(clients).toHaveLength(1));
    send(clients[0]!, { type: 'unread', unreadCount: 0 });
    expect(await screen.findByRole('button', { name: '通知' }, WITHIN)).toBeInTheDocument();
  });
});
