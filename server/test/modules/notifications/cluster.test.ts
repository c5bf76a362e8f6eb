import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import * as members from '@contract/members';
import * as notifications from '@contract/notifications';
import * as orders from '@contract/orders';
import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/connect';
import type { Db } from '../../../src/db/schema';
import { API_PREFIX } from '../../../src/http/route';
import { runCommand } from '../../../src/ops/runner';
import { orderFor } from '../../helpers/candidates';
import { addMember, noticesOf, remindSettings, watch } from '../../helpers/notifications';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';

/**
 * Two app servers on one PostgreSQL: a notice written through server 1 (or by the ops CLI's own connection)
 * reaches a socket connected to server 2 by LISTEN/NOTIFY. PGlite is one process by nature: skipped there.
 */
describe.skipIf(!process.env.DATABASE_URL)('notices across app servers on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  let opsDb: Db;
  let url: string;
  const clients: WebSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    secondDb = openDatabase({ databaseUrl: t.databaseUrl }).db;
    opsDb = openDatabase({ databaseUrl: t.databaseUrl }).db;
    second = await buildApp({ config: testConfig({ databaseUrl: t.databaseUrl }), db: secondDb, clock: t.clock, sms: t.sms });
    await second.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(second.server.address() as { port: number }).port}${API_PREFIX}${NOTICE_SOCKET_PATH}`;
  });
  afterAll(async () => {
    clients.forEach((c) => c.terminate());
    await second?.close();
    await secondDb?.destroy();
    await opsDb?.destroy();
    await t?.close();
  });

  async function connectToSecond(token: string, supplierId: number) {
    const ws = new WebSocket(url);
    clients.push(ws);
    const s = watch(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    s.auth(token, String(supplierId));
    await s.message('ready');
    return s;
  }

  it('a distribution made through server 1 is pushed to the member’s socket on server 2', async () => {
    const boss = await supplierMember(t);
    const member = await addMember(t, boss.supplierId);
    const s = await connectToSecond(member.token, member.supplierId);
    const { orderId } = await orderFor(t, boss, { title: '跨实例推送岗位' });
    expect((await t.call(orders.distributeOrder, { orderId, userIds: [String(member.userId)] }, { token: boss.token })).body.flag).toBe(
      true,
    );
    expect(await s.message('notice', 2000)).toMatchObject({
      unreadCount: 1,
      notice: { kind: 'order_status', title: '新订单分配：跨实例推送岗位' },
    });
  });

  it('a task published by an ops run on its own connection is pushed to a socket on server 2', async () => {
    const boss = await supplierMember(t);
    await remindSettings(t, boss, { enabled: true, cityCodes: ['350200'] });
    const s = await connectToSecond(boss.token, boss.supplierId);
    expect(await runCommand('create-task', { city: '350200', title: '厦门跨实例岗位' }, { ...t.ctx, db: opsDb })).toMatchObject({
      ok: true,
    });
    expect(await s.message('notice', 2000)).toMatchObject({ notice: { kind: 'task_remind', title: '新任务：厦门跨实例岗位' } });
  });

  it('a read through server 1 updates the count on server 2; a rename through server 1 reaches server 2 as a member change', async () => {
    const boss = await supplierMember(t);
    const member = await addMember(t, boss.supplierId);
    const { orderId } = await orderFor(t, boss, { title: '跨实例已读岗位' });
    expect((await t.call(orders.distributeOrder, { orderId, userIds: [String(member.userId)] }, { token: boss.token })).body.flag).toBe(
      true,
    );
    const s = await connectToSecond(member.token, member.supplierId);
    const { list } = await noticesOf(t, member, true);
    expect(list.length).toBeGreaterThan(0);
    expect((await t.call(notifications.readNotices, { all: true }, { token: member.token })).body.flag).toBe(true);
    expect(await s.message('unread', 2000)).toEqual({ type: 'unread', unreadCount: 0 });

    expect(
      (await t.call(members.edit, { userId: String(member.userId), name: '跨实例改名', permissions: ['task:take'] }, { token: boss.token }))
        .body.flag,
    ).toBe(true);
    expect(await s.message('changed', 2000)).toEqual({ type: 'changed', topic: 'member' });
  });
});
