import { screen, waitFor } from '@testing-library/react';
import { agreements, orders } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { commission, statistics } from '../msw/order-fixtures';
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

const SLOW = { timeout: 20_000 };

describe('the overview after the administrator role is handed over', { timeout: 40_000 }, () => {
  it('reads its commission and delivery figures again when the transfer’s notice arrives, without a reload', async () => {
    const clients = sockets();
    let calls = { commission: 0, statistics: 0 };
    server.use(
      onCall(agreements.getAgreementList, () => ok({ list: [] })),
      onCall(
        orders.myCommission,
        () => (calls.commission++, ok(calls.commission > 1 ? { ...commission(), paidBillCount: 9, earnedFen: 987654321 } : commission())),
      ),
      onCall(orders.donateStatistics, ({ body }) => (calls.statistics++, ok(statistics(body.granularity ?? 'day')))),
    );
    renderApp('/workbench/overview', { global: { ...loggedIn, isMain: false } });
    expect(await screen.findByText('已获佣金（已付款账单 2 张）', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(clients).toHaveLength(1));
    await waitFor(() => expect(calls.statistics).toBeGreaterThan(0));
    calls = { commission: 1, statistics: 0 };

    // Now the administrator: the whole supplier's figures.
    send(clients[0]!, {
      type: 'notice',
      notice: notice({
        id: 't1',
        kind: 'member',
        type: 'admin_transferred',
        objectId: 'u-1',
        title: '您已成为企业管理员',
        link: '/workbench',
      }),
      unreadCount: 2,
    });
    expect(await screen.findByText('已获佣金（已付款账单 9 张）', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('9,876,543.21')).toBeInTheDocument();
    await waitFor(() => expect(calls.statistics).toBeGreaterThan(0));
  });
});
