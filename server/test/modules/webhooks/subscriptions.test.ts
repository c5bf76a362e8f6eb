import * as webhooks from '@contract/webhooks';
import { orderFor } from '../../helpers/candidates';
import { company, member } from '../../helpers/members';
import { ops } from '../../helpers/settlements';
import { loneUser, supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/webhook-receiver';

// Subscriptions without WEBHOOK_ALLOW_PRIVATE: the URL rules, who may manage them, tenant isolation of every
// endpoint. Names resolve through a map (no DNS, no network); nothing here is ever delivered to a public address.
const names: Record<string, string[]> = {
  'public.example': ['8.8.8.8'],
  'v6.example': ['2001:4860:4860::8888'],
  'inside.example': ['10.1.2.3'],
  'mixed.example': ['8.8.4.4', '192.168.1.10'],
};
const lookedUp = new Map<string, number>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { webhooks: { retryBaseMs: 3600_000, timeoutMs: 1000, allowPrivate: false, pollMs: 1000, leaseMs: 60_000 } },
    webhookLookup: async (host) => {
      // Public when the subscription is checked, loopback ever after (DNS rebinding).
      if (host.startsWith('rebind')) {
        const n = lookedUp.get(host) ?? 0;
        lookedUp.set(host, n + 1);
        return [{ address: n === 0 ? '8.8.8.8' : '127.0.0.1', family: 4 }];
      }
      const hit = names[host];
      if (!hit) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return hit.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  });
});
afterAll(() => t.close());

const rows = () => t.db.selectFrom('webhook_subscription').selectAll().orderBy('id').execute();
const deliveryRows = () =>
  t.db.selectFrom('webhook_delivery').select(['id', 'status', 'attempts', 'subscription_id']).orderBy('id').execute();

describe('webhook subscriptions', () => {
  it('create shows a whsec_ secret once; list, edit, rotate (a new secret, shown once) and delete', async () => {
    const c = await company(t);
    const token = c.admin.token;
    const created = await t.call(
      webhooks.webhookCreate,
      { url: ' https://public.example/hooks ', events: ['order.status_changed', 'order.status_changed'] },
      { token },
    );
    expect(created.body).toMatchObject({
      flag: true,
      data: { webhookId: expect.any(String), secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/) },
    });
    const { webhookId, secret } = created.body.data;
    const listed = await t.call(webhooks.webhookList, {}, { token });
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ webhookId, url: 'https://public.example/hooks', events: ['order.status_changed'], enabled: true }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const edited = await t.call(
      webhooks.webhookUpdate,
      { webhookId, events: ['settlement.issued', 'candidate.status_changed'], url: 'https://[2001:4860:4860::8888]/h' },
      { token },
    );
    expect(edited.body.data).toMatchObject({
      events: ['settlement.issued', 'candidate.status_changed'],
      url: 'https://[2001:4860:4860::8888]/h',
    });

    const rotated = await t.call(webhooks.webhookRotateSecret, { webhookId }, { token });
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);
    expect((await rows()).find((r) => String(r.id) === webhookId)?.secret).toBe(rotated.body.data.secret);

    expect((await t.call(webhooks.webhookDelete, { webhookId }, { token })).body).toMatchObject({ flag: true, data: null });
    expect((await t.call(webhooks.webhookList, {}, { token })).body.data.list).toEqual([]);
  });

  it.each([
    ['not a URL', 'hooks.example.com/x', '格式不正确'],
    ['http', 'http://public.example/x', '必须使用 https'],
    ['ftp', 'ftp://public.example/x', '必须使用 https'],
    ['credentials', 'https://user:pw@public.example/x', '用户名或密码'],
    ['loopback', 'https://127.0.0.1/x', '127.0.0.1'],
    ['localhost as a number', 'https://2130706433/x', '127.0.0.1'],
    ['IPv6 loopback', 'https://[::1]/x', '::1'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/x', '::ffff:7f00:1'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/x', '::ffff:a00:1'],
    ['private 10/8', 'https://10.0.0.8/x', '10.0.0.8'],
    ['private 172.16/12', 'https://172.20.1.1/x', '172.20.1.1'],
    ['private 192.168/16', 'https://192.168.0.1/x', '192.168.0.1'],
    ['link-local / metadata', 'https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['CGNAT', 'https://100.100.100.200/x', '100.100.100.200'],
    ['multicast', 'https://224.0.0.1/x', '224.0.0.1'],
    ['IPv6 link-local', 'https://[fe80::1]/x', 'fe80::1'],
    ['IPv6 unique local (metadata fd00:ec2::254)', 'https://[fd00:ec2::254]/x', 'fd00:ec2::254'],
    ['NAT64 of a private address', 'https://[64:ff9b::a00:1]/x', '64:ff9b::a00:1'],
    ['a name that resolves to a private address', 'https://inside.example/x', '10.1.2.3'],
    ['a name with one private address among public ones', 'https://mixed.example/x', '192.168.1.10'],
    ['a name that does not resolve', 'https://nowhere.example/x', '无法解析'],
  ])('refuses %s with a Chinese message and stores nothing', async (_name, url, says) => {
    const c = await company(t);
    const before = await rows();
    const res = await t.call(webhooks.webhookCreate, { url, events: ['order.status_changed'] }, { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(res.body.errorMsg).toContain(says);
    expect(res.body.errorMsg).toMatch(/^url：/);
    expect(await rows()).toEqual(before);
  });

  it('refuses an unknown event, no events, a missing URL, unknown fields; the same for edits', async () => {
    const c = await company(t);
    const token = c.admin.token;
    const { webhookId } = (
      await t.call(webhooks.webhookCreate, { url: 'https://public.example/a', events: ['order.status_changed'] }, { token })
    ).body.data;
    const before = await rows();
    const bad: [unknown, string][] = [
      [{ url: 'https://public.example/a', events: ['order.created'] }, '未知的事件'],
      [{ url: 'https://public.example/a', events: [] }, '请至少选择一个事件'],
      [{ events: ['order.status_changed'] }, '请填写回调地址'],
      [{ url: 'https://public.example/a', events: ['order.status_changed'], secret: 'mine' }, ''],
    ];
    for (const [payload, says] of bad) {
      const res = await t.post(`/api/jy-turing-suppliers${webhooks.WEBHOOK_PATHS.create}`, payload, { token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
      expect(res.body.errorMsg).toContain(says);
    }
    for (const payload of [{ webhookId, events: ['x'] }, { webhookId }, { webhookId, url: 'https://10.0.0.1/' }]) {
      const res = await t.post(`/api/jy-turing-suppliers${webhooks.WEBHOOK_PATHS.update}`, payload, { token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    }
    expect(await rows()).toEqual(before);
  });

  it('at most 10 subscriptions per supplier', async () => {
    const c = await company(t);
    for (let i = 0; i < 10; i++)
      expect(
        (
          await t.call(
            webhooks.webhookCreate,
            { url: `https://public.example/${i}`, events: ['settlement.issued'] },
            { token: c.admin.token },
          )
        ).body.flag,
      ).toBe(true);
    const res = await t.call(
      webhooks.webhookCreate,
      { url: 'https://public.example/11', events: ['settlement.issued'] },
      { token: c.admin.token },
    );
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('最多 10 个') });
  });

  it('only the administrator manages webhooks (E000403); without a supplier E000601; nothing changes', async () => {
    const c = await company(t);
    const { webhookId } = (
      await t.call(webhooks.webhookCreate, { url: 'https://public.example/m', events: ['order.status_changed'] }, { token: c.admin.token })
    ).body.data;
    const someone = await member(t, c, { permissions: ['order:manage', 'settlement:view', 'settlement:confirm', 'member:manage'] });
    const lone = await loneUser(t);
    const before = await rows();
    for (const [token, code] of [
      [someone.token, 'E000403'],
      [lone.token, 'E000601'],
    ] as const) {
      const calls = [
        t.call(webhooks.webhookCreate, { url: 'https://public.example/x', events: ['order.status_changed'] }, { token }),
        t.call(webhooks.webhookList, {}, { token }),
        t.call(webhooks.webhookUpdate, { webhookId, enabled: false }, { token }),
        t.call(webhooks.webhookRotateSecret, { webhookId }, { token }),
        t.call(webhooks.webhookDelete, { webhookId }, { token }),
        t.call(webhooks.webhookDeliveries, { webhookId, pageNum: 1, pageSize: 10 }, { token }),
        t.call(webhooks.webhookAttempts, { deliveryId: '1' }, { token }),
        t.call(webhooks.webhookRedeliver, { deliveryId: '1' }, { token }),
      ];
      for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ flag: false, errorCode: code });
    }
    expect(await rows()).toEqual(before);
  });

  it('each delivery connects only to the address it checked: a name that now resolves to loopback is a failed attempt, never a request', async () => {
    const admin = await supplierMember(t);
    const { webhookId } = (
      await t.call(webhooks.webhookCreate, { url: 'https://rebind.example/x', events: ['order.status_changed'] }, { token: admin.token })
    ).body.data;
    const { orderId } = await orderFor(t, admin);
    expect((await ops(t, 'order-status', { order: orderId, to: 'finished' })).ok).toBe(true);
    const list = async () =>
      (await t.call(webhooks.webhookDeliveries, { webhookId, pageNum: 1, pageSize: 10 }, { token: admin.token })).body.data.list;
    const [delivery] = await eventually(list, (l) => (l[0]?.attempts ?? 0) >= 1);
    const attempts = (await t.call(webhooks.webhookAttempts, { deliveryId: delivery!.deliveryId }, { token: admin.token })).body.data.list;
    expect(attempts[0]).toMatchObject({ succeeded: false, responseStatus: null, error: expect.stringContaining('127.0.0.1') });
  });

  it('another supplier’s subscription or delivery is "not found" on every endpoint, and nothing changes', async () => {
    const owner = await supplierMember(t);
    const stranger = await supplierMember(t);
    const { webhookId } = (
      await t.call(webhooks.webhookCreate, { url: 'https://rebind2.example/y', events: ['order.status_changed'] }, { token: owner.token })
    ).body.data;
    const { orderId } = await orderFor(t, owner);
    await ops(t, 'order-status', { order: orderId, to: 'cancelled' });
    const deliveryId = String(
      (await t.db.selectFrom('webhook_delivery').select('id').where('subscription_id', '=', Number(webhookId)).executeTakeFirstOrThrow())
        .id,
    );
    const before = [await rows(), await deliveryRows()];
    const token = stranger.token;
    const refused = [
      await t.call(webhooks.webhookUpdate, { webhookId, events: ['settlement.issued'] }, { token }),
      await t.call(webhooks.webhookRotateSecret, { webhookId }, { token }),
      await t.call(webhooks.webhookDelete, { webhookId }, { token }),
      await t.call(webhooks.webhookDeliveries, { webhookId, pageNum: 1, pageSize: 10 }, { token }),
      await t.call(webhooks.webhookAttempts, { deliveryId }, { token }),
      await t.call(webhooks.webhookRedeliver, { deliveryId }, { token }),
    ];
    for (const res of refused) expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', data: null });
    expect(refused.map((r) => r.body.errorMsg)).toEqual([
      'Webhook 订阅不存在',
      'Webhook 订阅不存在',
      'Webhook 订阅不存在',
      'Webhook 订阅不存在',
      '投递记录不存在',
      '投递记录不存在',
    ]);
    expect((await t.call(webhooks.webhookList, {}, { token })).body.data.list).toEqual([]);
    expect([await rows(), (await deliveryRows()).map((d) => ({ ...d, attempts: undefined, status: undefined }))]).toEqual([
      before[0],
      (before[1] as Awaited<ReturnType<typeof deliveryRows>>).map((d) => ({ ...d, attempts: undefined, status: undefined })),
    ]);
    // Ids that are not ids: "not found" too, never a 500.
    for (const bad of ['abc', '-1', '99999999999999999999', '1.5']) {
      expect((await t.call(webhooks.webhookDelete, { webhookId: bad }, { token })).body).toMatchObject({
        flag: false,
        errorCode: 'E000404',
      });
      expect((await t.call(webhooks.webhookRedeliver, { deliveryId: bad }, { token })).body).toMatchObject({
        flag: false,
        errorCode: 'E000404',
      });
    }
    // The owner redelivers: a new delivery of the same event.
    const again = await t.call(webhooks.webhookRedeliver, { deliveryId }, { token: owner.token });
    expect(again.body.data).toMatchObject({ redeliveryOf: deliveryId, eventType: 'order.status_changed', status: 'pending' });
    const list = (await t.call(webhooks.webhookDeliveries, { webhookId, pageNum: 1, pageSize: 10 }, { token: owner.token })).body.data;
    expect(list.total).toBe(2);
    expect(new Set(list.list.map((d) => d.eventId)).size).toBe(1);
  });
});
