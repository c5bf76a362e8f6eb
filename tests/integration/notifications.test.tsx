import { beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, notifications } from '@contract/index';
import type { RequestOf } from '@contract/http';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { DEFAULT_NOTICES, notice, noticeSocket, send } from '../msw/notification-handlers';
import { loggedIn, renderApp } from '../utils/render-app';

type Client = { send(data: string): void; close(code?: number, reason?: string): void };

/** Captures each socket the app opens and the messages it sends. */
function socketSpy() {
  const clients: Client[] = [];
  const sent: unknown[] = [];
  const urls: string[] = [];
  server.use(
    noticeSocket.addEventListener('connection', ({ client }) => {
      clients.push(client);
      urls.push(client.url.toString());
      client.addEventListener('message', (event) => {
        const m = JSON.parse(String(event.data)) as { type?: string };
        sent.push(m);
        if (m.type === 'auth') send(client, { type: 'ready', unreadCount: 1 });
      });
    }),
  );
  return { clients, sent, urls };
}

// The bell's list (antd inside AntdScope) loads on the first opening: compiled here once, so no test spends its
// time budget on the first compilation of antd's modules.
beforeAll(async () => {
  await Promise.all([import('@/features/notifications/components/notice-panel'), import('@/components/ui/antd-scope')]);
}, 120_000);

describe('the notice bell', { timeout: 30_000 }, () => {
  it('authenticates the socket by message, shows pushed notices at once and marks all read', async () => {
    const spy = socketSpy();
    const reads: RequestOf<typeof notifications.readNotices>[] = [];
    let list = DEFAULT_NOTICES;
    server.use(
      onCall(notifications.noticeList, () =>
        ok({ list, total: list.length, pageNum: 1, pageSize: 10, unreadCount: list.filter((n) => !n.read).length }),
      ),
      onCall(notifications.readNotices, ({ body }) => (reads.push(body), ok({ updated: 2, unreadCount: 0 }))),
    );
    renderApp('/myUserInfo/info', { global: loggedIn });
    // The bell's chunk is transformed on first use: slow on a busy machine.
    const bell = await screen.findByRole('button', { name: '通知，1 条未读' }, { timeout: 15_000 });
    await waitFor(() => expect(spy.sent).toContainEqual({ type: 'auth', token: 'tok-1', suppliersId: 'sup-1' }));
    expect(spy.urls[0]).toMatch(/^ws:\/\/[^/]+\/api\/jy-turing-suppliers\/ws$/);
    expect(spy.urls[0]).not.toContain('tok-1');

    const pushed = notice({ id: 'n9', title: '新任务：杭州分拣员', link: '/findJob/workDetail/9' });
    list = [pushed, ...DEFAULT_NOTICES];
    send(spy.clients[0]!, { type: 'notice', notice: pushed, unreadCount: 2 });
    expect(await screen.findByRole('button', { name: '通知，2 条未读' })).toBe(bell);

    await userEvent.click(bell);
    // The list's code loads on the first opening.
    const panel = await screen.findByRole('list', { name: '通知列表' }, { timeout: 15_000 });
    expect(within(panel).getByRole('button', { name: /^未读 新任务：杭州分拣员/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^新订单分配：深圳电子厂/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(reads).toEqual([{ all: true }]));
    expect(await screen.findByRole('button', { name: '通知' })).toBeInTheDocument();
  });

  it('opening a notice marks it read and follows its link', async () => {
    socketSpy();
    const reads: RequestOf<typeof notifications.readNotices>[] = [];
    server.use(onCall(notifications.readNotices, ({ body }) => (reads.push(body), ok({ updated: 1, unreadCount: 0 }))));
    const { where } = renderApp('/myUserInfo/info', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '通知，1 条未读' }));
    await userEvent.click(await screen.findByRole('button', { name: /^未读 新任务：上海普工/ }, { timeout: 15_000 }));
    await waitFor(() => expect(where()).toBe('/findJob/workDetail/1'));
    expect(reads).toEqual([{ ids: ['n1'] }]);
  });

  it('shows a staff edit of a taken task as 任务变更 with what changed, and opens the task', async () => {
    const spy = socketSpy();
    const changed = notice({
      id: 'n7',
      kind: 'task_change',
      type: 'task_updated',
      objectId: '7',
      title: '任务「昆山普工」已更新',
      body: '报酬：25.00 元/小时 → 30.00 元/小时；招聘人数：50 人 → 60 人',
      link: '/findJob/workDetail/7',
    });
    server.use(onCall(notifications.noticeList, () => ok({ list: [changed], total: 1, pageNum: 1, pageSize: 10, unreadCount: 1 })));
    const { where } = renderApp('/myUserInfo/info', { global: loggedIn });
    await waitFor(() => expect(spy.clients).toHaveLength(1));
    send(spy.clients[0]!, { type: 'notice', notice: changed, unreadCount: 1 });
    await userEvent.click(await screen.findByRole('button', { name: '通知，1 条未读' }, { timeout: 15_000 }));
    const item = await screen.findByRole('button', { name: /^未读 任务「昆山普工」已更新/ }, { timeout: 15_000 });
    expect(item).toHaveTextContent('任务变更 ·');
    expect(item).toHaveTextContent('报酬：25.00 元/小时 → 30.00 元/小时；招聘人数：50 人 → 60 人');
    await userEvent.click(item);
    await waitFor(() => expect(where()).toBe('/findJob/workDetail/7'));
  });

  it('reconnects after the socket drops, but not after the session ended', async () => {
    const spy = socketSpy();
    renderApp('/myUserInfo/info', { global: loggedIn });
    await waitFor(() => expect(spy.sent).toHaveLength(1));
    // The test drives the client's clock through the backoff (1 s and up) instead of waiting it out. Testing
    // Library's waitFor ends on a real setTimeout(0), which a faked clock never fires: vi.waitFor knows the fake.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      spy.clients[0]!.close(1011, 'gone');
      await vi.advanceTimersByTimeAsync(999);
      expect(spy.clients).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(300);
      await vi.waitFor(() => expect(spy.clients).toHaveLength(2));
      await vi.waitFor(() => expect(spy.sent).toHaveLength(2));
      spy.clients[1]!.close(4403, 'E000008');
      // Not even after the longest backoff.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(spy.clients).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown to a visitor who is not logged in', async () => {
    const spy = socketSpy();
    renderApp('/myUserInfo/info');
    await screen.findByRole('link', { name: '登录 / 注册' });
    expect(screen.queryByRole('button', { name: /^通知/ })).toBeNull();
    expect(spy.clients).toHaveLength(0);
  });
});

describe('任务提醒 settings', { timeout: 20_000 }, () => {
  it('loads the saved settings and saves the floor in fen', async () => {
    socketSpy();
    const saved: RequestOf<typeof notifications.settingTaskRemind>[] = [];
    server.use(
      onCall(notifications.selectTaskRemind, () =>
        ok({ enabled: true, cityCodes: [], positionTypeIds: [], rewardFloor: 1250, rewardUnit: null }),
      ),
      onCall(
        notifications.settingTaskRemind,
        ({ body }) => (
          saved.push(body),
          ok({ enabled: false, cityCodes: [], positionTypeIds: [], rewardFloor: body.rewardFloor ?? 0, rewardUnit: null })
        ),
      ),
    );
    renderApp('/myUserInfo/taskRemind', { global: loggedIn });
    const floor = await screen.findByLabelText('佣金下限（元）');
    await waitFor(() => expect(floor).toHaveValue('12.50'));
    expect(screen.getByRole('switch', { name: '接收任务提醒' })).toBeChecked();
    await userEvent.clear(floor);
    await userEvent.type(floor, '25.5');
    await userEvent.click(screen.getByRole('switch', { name: '接收任务提醒' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([{ enabled: false, cityCodes: [], positionTypeIds: [], rewardFloor: 2550, rewardUnit: null }]),
    );
    expect(await screen.findByText('任务提醒设置已保存')).toBeInTheDocument();
  });

  it('draws the choices light, loads the searchable picker on use, and saves the chosen city', async () => {
    socketSpy();
    const saved: RequestOf<typeof notifications.settingTaskRemind>[] = [];
    server.use(
      onCall(notifications.selectTaskRemind, () =>
        ok({ enabled: false, cityCodes: [], positionTypeIds: [], rewardFloor: 0, rewardUnit: null }),
      ),
      onCall(
        notifications.settingTaskRemind,
        ({ body }) => (
          saved.push(body),
          ok({ enabled: false, cityCodes: body.cityCodes ?? [], positionTypeIds: [], rewardFloor: 0, rewardUnit: null })
        ),
      ),
    );
    renderApp('/myUserInfo/taskRemind', { global: loggedIn });
    const box = await screen.findByRole('combobox', { name: '城市' }, { timeout: 15_000 });
    // A first visit draws no antd form or select: the picker comes when the box is reached for.
    expect(document.querySelector('.ant-select, .ant-form, .ant-switch')).toBeNull();
    expect(box).toHaveTextContent('不限城市');
    await userEvent.click(box);
    await userEvent.click(await screen.findByText('深圳市', { selector: '.ant-select-item-option-content' }, { timeout: 15_000 }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([{ enabled: false, cityCodes: ['440300'], positionTypeIds: [], rewardFloor: 0, rewardUnit: null }]),
    );
  });

  it('a flood of 1,000 pushed notices is one batch: one list re-read, the last count, a few pop-ups; other messages are ignored', async () => {
    const spy = socketSpy();
    let listCalls = 0;
    server.use(
      onCall(
        notifications.noticeList,
        () => (listCalls++, ok({ list: DEFAULT_NOTICES, total: 2, pageNum: 1, pageSize: 10, unreadCount: 1 })),
      ),
    );
    renderApp('/myUserInfo/info', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '通知，1 条未读' }, { timeout: 15_000 }));
    await screen.findByRole('list', { name: '通知列表' }, { timeout: 15_000 });
    await waitFor(() => expect(listCalls).toBe(1));
    spy.clients[0]!.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    spy.clients[0]!.send('not json');
    for (let i = 0; i < 1000; i++)
      send(spy.clients[0]!, { type: 'notice', notice: notice({ id: `f${i}`, title: `洪水通知${i}` }), unreadCount: 2 + i });
    expect(await screen.findByRole('button', { name: '通知，99+ 条未读（共 1001 条）' })).toBeInTheDocument();
    expect(await screen.findByText('另有 997 条新通知')).toBeInTheDocument();
    expect(screen.getByText('洪水通知999')).toBeInTheDocument();
    expect(screen.queryByText('洪水通知996')).toBeNull();
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it('a removed member’s page ends with the company’s name; they stay logged in without a supplier', async () => {
    const spy = socketSpy();
    const { store, where } = renderApp('/myUserInfo/info', {
      global: {
        ...loggedIn,
        turingAccountInfo: {
          userId: 'u1',
          userName: '张经理',
          phone: '13800000000',
          supplierInfo: { supplierId: 'sup-1', supplierName: '上海启航人力资源服务有限公司', authList: [], verifyStatus: 2, isMain: false },
        },
      },
    });
    await screen.findByRole('button', { name: /^通知/ }, { timeout: 15_000 });
    await waitFor(() => expect(spy.sent).toHaveLength(1));
    // From now on the server knows the user without the company.
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))));
    send(spy.clients[0]!, { type: 'ended', errorCode: 'E000022', message: '您已被移出 上海启航人力资源服务有限公司' });
    // One dialog, named by its title.
    expect(await screen.findByRole('dialog', { name: '您已被移出 上海启航人力资源服务有限公司' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(where()).toBe('/');
    expect(store.getState().global).toMatchObject({ token: 'tok-1', supplierId: '' });
  });
});
