import * as orders from '@contract/orders';
import { runCommand } from '../../src/ops/runner';
import { orderFor } from '../helpers/candidates';
import { addMember, noticesOf } from '../helpers/notifications';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { raceTest, warmPool } from '../helpers/races';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (flags: Record<string, string>) => runCommand('order-status', flags, t.ctx);

describe('ops order-status', () => {
  it('finishes an ongoing order once; the taker and the assignees get a notice, other members none', async () => {
    const boss = await supplierMember(t);
    const assignee = await addMember(t, boss.supplierId);
    const bystander = await addMember(t, boss.supplierId);
    const { orderId, taskId } = await orderFor(t, boss, { title: '结单通知岗位' });
    await t.call(orders.distributeOrder, { orderId, userIds: [String(assignee.userId)] }, { token: boss.token });
    expect(await run({ order: orderId, to: 'finished' })).toMatchObject({ ok: true, data: { orderId, status: 'finished' } });
    for (const m of [boss, assignee]) {
      const n = (await noticesOf(t, m)).list.find((x) => x.title === '订单已完成：结单通知岗位');
      expect(n).toMatchObject({ kind: 'order_status', link: `/workbench/order/candidateList/${taskId}/${orderId}`, read: false });
    }
    expect((await noticesOf(t, bystander)).list.filter((x) => x.title.startsWith('订单已完成'))).toEqual([]);
    const list = await t.call(orders.myOrderList, { status: 'finished' }, { token: boss.token });
    expect(list.body.data.list.map((o) => o.orderId)).toContain(orderId);
    // Not again, not to cancelled, and nothing more is written.
    expect(await run({ order: orderId, to: 'cancelled' })).toMatchObject({ ok: false, error: '订单已是「已完成」，不能再改为「已取消」' });
    expect((await noticesOf(t, boss)).list.filter((x) => x.kind === 'order_status')).toHaveLength(1);
  });

  it('refuses unknown orders and bad flags', async () => {
    expect(await run({ order: '999999', to: 'finished' })).toMatchObject({ ok: false, error: '订单不存在' });
    expect(await run({ order: 'abc', to: 'finished' })).toMatchObject({
      ok: false,
      usage: true,
      error: expect.stringContaining('--order'),
    });
    expect(await run({ order: '1', to: 'ongoing' })).toMatchObject({ ok: false, usage: true, error: expect.stringContaining('--to') });
  });

  raceTest('two concurrent moves of one order: one wins, one notice per person', async () => {
    const boss = await supplierMember(t);
    const { orderId } = await orderFor(t, boss);
    await warmPool(t.db);
    const results = await Promise.all([run({ order: orderId, to: 'finished' }), run({ order: orderId, to: 'cancelled' })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await noticesOf(t, boss)).list.filter((x) => x.kind === 'order_status')).toHaveLength(1);
  });
});

describe('ops order-status through the CLI with --json', () => {
  const { cli } = opsCliOf(() => t);

  it('prints one JSON line; exit 0 done, 1 refused, 2 misuse', async () => {
    const boss = await supplierMember(t);
    const { orderId } = await orderFor(t, boss);
    const done = await cli('order-status', '--order', orderId, '--to', 'cancelled', '--json');
    expect(done.code).toBe(0);
    expect(jsonLine(done)).toEqual({ orderId, status: 'cancelled' });
    const refused = await cli('order-status', '--order', orderId, '--to', 'finished', '--json');
    expect(refused.code).toBe(1);
    expect(jsonLine(refused)).toEqual({ error: '订单已是「已取消」，不能再改为「已完成」' });
    const misuse = await cli('order-status', '--order', orderId, '--json');
    expect(misuse.code).toBe(2);
    expect(jsonLine(misuse)).toMatchObject({ error: expect.stringContaining('--to') });
  });
});
