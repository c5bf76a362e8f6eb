import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import * as webhooks from '@contract/webhooks';
import { urlOf } from '../../src/http/route';
import { runCli } from '../helpers/ops-cli';
import { startServer, type Started } from '../helpers/server-process';
import { DEMO } from '../helpers/session';
import { startReceiver } from '../helpers/webhook-receiver';

/**
 * kill -9 between the change and its delivery: the real server (child process, PGlite in DATA_DIR) commits an order's
 * status change, claims its delivery and sends it; the receiver holds the request unanswered and the process is
 * killed. The restarted server delivers the event once the dead claim's lease ended: exactly one 2xx, same message.
 */
const env = {
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_LEASE_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_POLL_MS: '500',
  SMS_RESEND_INTERVAL: '0',
};
let dataDir: string;
let running: Started | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'webhook-kill-'));
});
afterAll(() => {
  running?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(
  base: string,
  endpoint: { path: string },
  body: unknown,
  token?: string,
): Promise<{ flag: boolean; errorMsg: string | null; data: T }> {
  const res = await fetch(`${base}${urlOf(endpoint as never)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authtoken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { flag: boolean; errorMsg: string | null; data: T };
}

/** Logs the demo administrator in: the code is read from the server's log (no SMS provider). */
async function loginDemoAdmin(server: Started): Promise<string> {
  const before = server.log().length;
  await call(server.url, login.sendCode, { phone: DEMO.admin });
  const deadline = Date.now() + 10_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    code = /verification code for 13800000000: (\d{6})/.exec(server.log().slice(before))?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const session = await call<{ tokenInfo: { token: string } }>(server.url, login.loginByPhone, { phone: DEMO.admin, code });
  return session.data.tokenInfo.token;
}

it('a delivery claimed by a killed server is delivered exactly once by the restarted one', async () => {
  const receiver = await startReceiver((i) => (i === 0 ? 'hang' : { status: 200 }));
  try {
    running = await startServer(dataDir, env);
    const token = await loginDemoAdmin(running);
    const created = await call<{ webhookId: string }>(
      running.url,
      webhooks.webhookCreate,
      { url: receiver.url, events: ['order.status_changed'] },
      token,
    );
    expect(created.flag).toBe(true);

    // An ongoing demo order, finished by the platform through the running server's ops socket.
    let moved = false;
    for (let order = 1; order <= 8 && !moved; order++) {
      const run = await runCli(['order-status', '--order', String(order), '--to', 'finished', '--json'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      }); // the child's PGlite, also when the suite runs on PostgreSQL
      moved = run.code === 0;
    }
    expect(moved).toBe(true);
    const [first] = await receiver.waitFor(1, 30_000);
    running.child.kill('SIGKILL');
    await running.exited;
    running = null;

    running = await startServer(dataDir, env);
    const got = await receiver.waitFor(2, 60_000);
    expect(got[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(got[1]!.body).toBe(first!.body);
    const deliveries = await call<{ list: { status: string; attempts: number }[] }>(
      running.url,
      webhooks.webhookDeliveries,
      { webhookId: created.data.webhookId, pageNum: 1, pageSize: 10 },
      await loginDemoAdmin(running),
    );
    expect(deliveries.data.list).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    // Well past another lease: nothing more.
    await new Promise((r) => setTimeout(r, 2500));
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.filter((r) => r.answered === 200)).toHaveLength(1);
  } finally {
    await receiver.close();
  }
}, 300_000);
