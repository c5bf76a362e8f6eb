import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import * as notifications from '@contract/notifications';
import * as user from '@contract/user';
import { urlOf } from '../../src/http/route';
import { runCli } from '../helpers/ops-cli';
import { startServer, type Started } from '../helpers/server-process';
import { DEMO } from '../helpers/session';
import { startSmtpServer } from '../helpers/smtp-server';

/**
 * kill -9 with a message in flight: the real server (child process, PGlite in DATA_DIR) writes a notice and its
 * e-mail, claims the e-mail and sends it; the SMTP server never answers and the process is killed. The restarted
 * server sends it once the dead claim's lease ended: exactly one e-mail accepted.
 */
const env = {
  MESSAGE_TIMEOUT_MS: '5000',
  MESSAGE_LEASE_MS: '6000',
  MESSAGE_RETRY_BASE_MS: '100',
  MESSAGE_POLL_MS: '300',
  SMS_RESEND_INTERVAL: '0',
};
let dataDir: string;
let running: Started | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'message-kill-'));
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

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('an e-mail claimed by a killed server is sent exactly once by the restarted one', async () => {
  // The first notice e-mail hangs; codes and everything after are accepted.
  const smtp = await startSmtpServer((mail) => (mail.subject.includes('框架协议') && smtp.hung.length === 0 ? 'hang' : null));
  try {
    running = await startServer(dataDir, { ...env, SMTP_URL: smtp.url });
    const token = await loginDemoAdmin(running);
    await call(running.url, user.emailBind, { email: 'admin@example.com' }, token);
    expect(
      (await call(running.url, user.emailVerify, { email: 'admin@example.com', code: smtp.lastCode('admin@example.com') }, token)).flag,
    ).toBe(true);

    const file = path.join(dataDir, 'agreement.txt');
    writeFileSync(file, '第一条 双方合作内容。');
    const run = await runCli(['publish-agreement', '--file', file, '--json'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(run.code).toBe(0);
    await until(() => smtp.hung.length === 1, 30_000);
    running.child.kill('SIGKILL');
    await running.exited;
    running = null;

    running = await startServer(dataDir, { ...env, SMTP_URL: smtp.url });
    await until(() => smtp.received.some((m) => m.subject.includes('框架协议')), 60_000);
    const log = await call<{ list: { channel: string; status: string; attempts: number; subject: string }[] }>(
      running.url,
      notifications.messageLog,
      { pageNum: 1, pageSize: 30 },
      await loginDemoAdmin(running),
    );
    expect(log.data.list.filter((m) => m.subject.includes('框架协议'))).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1 }),
    ]);
    // Well past another lease: nothing more.
    await new Promise((r) => setTimeout(r, 7000));
    expect(smtp.received.filter((m) => m.subject.includes('框架协议'))).toHaveLength(1);
    expect(smtp.hung).toHaveLength(1);
  } finally {
    await smtp.close();
  }
}, 300_000);
