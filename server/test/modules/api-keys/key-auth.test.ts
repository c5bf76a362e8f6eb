import { randomUUID } from 'node:crypto';
import * as apiKeys from '@contract/api-keys';
import * as candidates from '@contract/candidates';
import * as login from '@contract/login';
import * as members from '@contract/members';
import * as orders from '@contract/orders';
import * as settlements from '@contract/settlements';
import { buildApp } from '../../../src/app';
import { urlOf } from '../../../src/http/route';
import { orderFor, person } from '../../helpers/candidates';
import { auditOf } from '../../helpers/members';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { bearer, createKey } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { apiKeyRatePerMinute: 1000 } });
});
afterAll(() => t.close());

const withKey = (key: string) => ({ headers: bearer(key) });

describe('calling the gateway with an API key', () => {
  it('acts as the supplier within its scopes and records when it was last used', async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    const k = await createKey(t, m.token, ['orders:read']);
    const res = await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, withKey(k.key));
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
    expect(res.body.data.list.map((o) => o.orderId)).toEqual([orderId]);
    const row = await t.db.selectFrom('api_key').select('last_used_at').where('id', '=', Number(k.keyId)).executeTakeFirstOrThrow();
    expect(row.last_used_at).toEqual(t.clock());
  });

  it('answers a scope the key lacks with 403 naming it, and never runs the call', async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    const k = await createKey(t, m.token, ['orders:read', 'candidates:read']);
    const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, withKey(k.key));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', data: null });
    expect(res.body.errorMsg).toContain('「提交和修改候选人」权限（candidates:write）');
    expect(await t.db.selectFrom('candidate').select('id').where('order_id', '=', Number(orderId)).execute()).toEqual([]);
  });

  it('answers every path outside the scopes with 403, whatever the key may do elsewhere', async () => {
    const m = await supplierMember(t);
    const k = await createKey(t, m.token, ['orders:read', 'candidates:read', 'candidates:write', 'settlements:read', 'settlements:write']);
    const calls: [string, unknown][] = [
      [urlOf(members.list), { pageNum: 1, pageSize: 30 }],
      [urlOf(apiKeys.listApiKeys), {}],
      [urlOf(apiKeys.createApiKey), { name: 'x', scopes: ['orders:read'] }],
      [urlOf(login.sendCode), { phone: '13912345678' }],
      [urlOf(login.getLoginInfo), {}],
      [urlOf(orders.takeOrder), { taskId: '1' }],
      [urlOf(orders.distributeOrder), { orderId: '1', userIds: [] }],
      ['/api/jy-turing-suppliers/pc_open/auth/webhook_list', {}],
      ['/api/jy-turing-suppliers/pc_open/auth/webhook_create', { url: 'https://example.com/hook', events: ['settlement.issued'] }],
    ];
    for (const [url, payload] of calls) {
      const res = await t.post(url, payload, withKey(k.key));
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: 'API 密钥不能调用此接口，请登录供应商门户操作' });
    }
    expect(await t.db.selectFrom('api_key').select('id').where('supplier_id', '=', m.supplierId).execute()).toHaveLength(1);
  });

  it('answers an unknown or revoked key with 401, the revoke at once on another app server', async () => {
    const m = await supplierMember(t);
    const k = await createKey(t, m.token, ['orders:read']);
    const unknown = await t.call(orders.myOrderList, {}, withKey(`sk_${'A'.repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ flag: false, errorCode: 'E000401', errorMsg: 'API 密钥无效或已被撤销' });
    // Something else in Authorization is no key: the session guard answers as without a token.
    const notKey = await t.call(orders.myOrderList, {}, { headers: { authorization: 'Bearer abc' } });
    expect(notKey.body).toMatchObject({ errorCode: 'E000401', errorMsg: '请先登录' });

    const other = await buildApp({ config: testConfig(), db: t.db, clock: t.clock });
    await other.ready();
    try {
      const before = await other.inject({ method: 'POST', url: urlOf(orders.myOrderList), payload: {}, headers: bearer(k.key) });
      expect(before.json()).toMatchObject({ flag: true });
      await t.call(apiKeys.revokeApiKey, { keyId: k.keyId }, { token: m.token });
      const after = await other.inject({ method: 'POST', url: urlOf(orders.myOrderList), payload: {}, headers: bearer(k.key) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ errorCode: 'E000401' });
    } finally {
      await other.close();
    }
  });

  it("keeps suppliers apart: a key reaches only its own supplier's orders", async () => {
    const a = await supplierMember(t);
    const b = await supplierMember(t);
    const { orderId: bOrder } = await orderFor(t, b);
    const k = await createKey(t, a.token, ['candidates:read', 'candidates:write', 'orders:read']);
    const list = await t.call(candidates.talentList, { orderId: bOrder, pageNum: 1, pageSize: 30 }, withKey(k.key));
    expect(list.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    const add = await t.call(candidates.addCandidate, { orderId: bOrder, ...person(t) }, withKey(k.key));
    expect(add.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    const mine = await t.call(orders.myOrderList, {}, withKey(k.key));
    expect(mine.body.data.list.map((o) => o.orderId)).not.toContain(bOrder);
  });

  it("writes as the supplier's administrator and records each successful write in the audit trail", async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    const k = await createKey(t, m.token, ['candidates:write'], 'ATS');
    const added = await t.call(candidates.addCandidate, { orderId, ...person(t) }, withKey(k.key));
    expect(added.body.flag).toBe(true);
    const row = await t.db
      .selectFrom('candidate')
      .select('submitted_by')
      .where('id', '=', Number(added.body.data.candidateId))
      .executeTakeFirstOrThrow();
    expect(row.submitted_by).toBe(m.userId);
    // A refused write (bad input) is not a write.
    const refused = await t.call(candidates.addCandidate, { orderId, ...person(t), idNumber: '123' }, withKey(k.key));
    expect(refused.body.flag).toBe(false);
    const writes = (await auditOf(t, m.supplierId)).filter((a) => a.action === 'apikey.write');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      actor_user_id: m.userId,
      detail: { summary: `密钥「ATS」（${k.prefix}）：推荐候选人`, keyId: k.keyId },
    });
  });

  it('needs the write scope for a call whose body makes it a write (resubmitting a failed bill)', async () => {
    const m = await supplierMember(t);
    const k = await createKey(t, m.token, ['settlements:read']);
    const read = await t.call(settlements.settlementFailCheck, { settlementId: '999999' }, withKey(k.key));
    expect(read.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    const write = await t.call(
      settlements.settlementFailCheck,
      { settlementId: '999999', resubmit: true, idempotencyKey: randomUUID() },
      withKey(k.key),
    );
    expect(write.status).toBe(403);
    expect(write.body.errorMsg).toContain('settlements:write');
  });

  it('stops working while the supplier is disabled by the platform', async () => {
    const m = await supplierMember(t);
    const k = await createKey(t, m.token, ['orders:read']);
    await t.db.updateTable('supplier').set({ disabled_at: t.clock() }).where('id', '=', m.supplierId).execute();
    const res = await t.call(orders.myOrderList, {}, withKey(k.key));
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000067' });
  });
});

describe('the per-key rate limit', () => {
  it('answers E000429 with Retry-After past the configured calls a minute, per key, shared by every app server', async () => {
    const limited = await createTestApp({ config: { apiKeyRatePerMinute: 3 } });
    try {
      const m = await supplierMember(limited);
      const k = await createKey(limited, m.token, ['orders:read']);
      const other = await createKey(limited, m.token, ['orders:read']);
      limited.clock.set(new Date(Math.ceil(limited.clock().getTime() / 60_000) * 60_000 + 10_000));
      const second = await buildApp({ config: testConfig({ apiKeyRatePerMinute: 3 }), db: limited.db, clock: limited.clock });
      await second.ready();
      try {
        for (let i = 0; i < 2; i++) expect((await limited.call(orders.myOrderList, {}, withKey(k.key))).body.flag).toBe(true);
        const third = await second.inject({ method: 'POST', url: urlOf(orders.myOrderList), payload: {}, headers: bearer(k.key) });
        expect(third.json()).toMatchObject({ flag: true });
        const over = await second.inject({ method: 'POST', url: urlOf(orders.myOrderList), payload: {}, headers: bearer(k.key) });
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ flag: false, errorCode: 'E000429' });
        expect(over.json().errorMsg).toContain('每分钟最多 3 次');
        expect(over.headers['retry-after']).toBe('50');
        expect((await limited.call(orders.myOrderList, {}, withKey(other.key))).body.flag).toBe(true);
        limited.clock.advance(50);
        expect((await limited.call(orders.myOrderList, {}, withKey(k.key))).body.flag).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await limited.close();
    }
  });
});
