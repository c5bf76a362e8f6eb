import { createHash } from 'node:crypto';
import * as apiKeys from '@contract/api-keys';
import { API_KEY_LIVE_MAX } from '@contract/api-keys.meta';
import { auditOf, company, member } from '../../helpers/members';
import { loneUser } from '../../helpers/tasks';
import { raceTest, warmPool } from '../../helpers/races';

const RACERS = 8;
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createKey } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysOf = (supplierId: number) => t.db.selectFrom('api_key').selectAll().where('supplier_id', '=', supplierId).orderBy('id').execute();

describe('API keys: create, list, revoke', () => {
  it('answers the key once and stores only its hash; the list shows name, prefix, scopes and times', async () => {
    const c = await company(t);
    const created = await createKey(t, c.admin.token, ['orders:read', 'candidates:write'], '  ATS 对接  ');
    expect(created.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 11));
    expect(created.name).toBe('ATS 对接');
    const [row] = await keysOf(c.supplierId);
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.call(apiKeys.listApiKeys, {}, { token: c.admin.token });
    expect(list.body.data.list).toEqual([
      {
        keyId: created.keyId,
        name: 'ATS 对接',
        prefix: created.prefix,
        scopes: ['orders:read', 'candidates:write'],
        createdAt: t.clock().toISOString(),
        lastUsedAt: null,
        revoked: false,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.key);

    const second = await createKey(t, c.admin.token, ['settlements:read']);
    expect(second.key).not.toBe(created.key);
    const [audit1, audit2] = (await auditOf(t, c.supplierId)).filter((a) => a.action === 'apikey.create');
    expect(audit1!.actor_user_id).toBe(c.admin.userId);
    expect(audit1!.detail.summary).toBe(`名称：ATS 对接；前缀：${created.prefix}；权限：读取订单、提交和修改候选人`);
    expect(JSON.stringify(audit2!.detail)).not.toContain(second.key);
  });

  it('revokes once, audited once; the list keeps the key as revoked', async () => {
    const c = await company(t);
    const k = await createKey(t, c.admin.token, ['orders:read']);
    t.clock.advance(5);
    for (let i = 0; i < 2; i++) {
      const res = await t.call(apiKeys.revokeApiKey, { keyId: k.keyId }, { token: c.admin.token });
      expect(res.body).toMatchObject({ flag: true, data: null });
    }
    const list = await t.call(apiKeys.listApiKeys, {}, { token: c.admin.token });
    expect(list.body.data.list[0]).toMatchObject({ keyId: k.keyId, revoked: true, revokedAt: t.clock().toISOString() });
    expect((await auditOf(t, c.supplierId)).filter((a) => a.action === 'apikey.revoke')).toHaveLength(1);
  });

  it('refuses bad input with a Chinese message naming the field, changing nothing', async () => {
    const c = await company(t);
    const bad: [unknown, RegExp][] = [
      [{ name: 'x', scopes: ['orders:write'] }, /^scopes\[0\]：不是可选的权限范围，只能是 读取订单（orders:read）/],
      [{ name: 'x', scopes: [] }, /^scopes：请至少选择一项权限范围/],
      [{ name: 'x', scopes: ['orders:read', 'orders:read'] }, /^scopes：权限范围不能重复/],
      [{ name: '   ', scopes: ['orders:read'] }, /^name：请填写密钥名称/],
      [{ name: '名'.repeat(51), scopes: ['orders:read'] }, /^name：长度不能超过 50 个字符/],
      [{ scopes: ['orders:read'] }, /^name：/],
      [{ name: 'x', scopes: 'orders:read' }, /^scopes：/],
      [{ name: 'x', scopes: ['orders:read'], supplierId: '1' }, /^supplierId：不允许的字段/],
    ];
    for (const [payload, message] of bad) {
      const res = await t.post('/api/jy-turing-suppliers/pc_open/auth/api_key_create', payload, { token: c.admin.token });
      expect(res.status, JSON.stringify(payload)).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
      expect(res.body.errorMsg).toMatch(message);
    }
    for (const keyId of ['abc', '0', '99999999999', '']) {
      const res = await t.post('/api/jy-turing-suppliers/pc_open/auth/api_key_revoke', { keyId }, { token: c.admin.token });
      expect(res.status).toBe(200);
      expect(res.body.flag).toBe(false);
      expect(['E000404', 'E000400']).toContain(res.body.errorCode);
    }
    expect(await keysOf(c.supplierId)).toEqual([]);
    expect((await auditOf(t, c.supplierId)).filter((a) => a.action.startsWith('apikey.'))).toEqual([]);
  });

  it("is the administrator's: a member is refused on every call, a user without a supplier too", async () => {
    const c = await company(t);
    const k = await createKey(t, c.admin.token, ['orders:read']);
    const m = await member(t, c, { permissions: ['order:manage', 'member:manage'] });
    for (const [ep, payload] of [
      [apiKeys.createApiKey, { name: 'x', scopes: ['orders:read'] }],
      [apiKeys.listApiKeys, {}],
      [apiKeys.revokeApiKey, { keyId: k.keyId }],
    ] as const) {
      const res = await t.call(ep, payload as never, { token: m.token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: '只有企业管理员可以管理 API 密钥' });
    }
    const lone = await loneUser(t);
    const res = await t.call(apiKeys.listApiKeys, {}, { token: lone.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000601' });
    expect(await keysOf(c.supplierId)).toHaveLength(1);
    expect((await keysOf(c.supplierId))[0]!.revoked_at).toBeNull();
  });

  it('keeps suppliers apart: another supplier\'s key is "not found", never listed, never revoked', async () => {
    const a = await company(t);
    const b = await company(t);
    const ka = await createKey(t, a.admin.token, ['orders:read']);
    await createKey(t, b.admin.token, ['orders:read']);
    const revoke = await t.call(apiKeys.revokeApiKey, { keyId: ka.keyId }, { token: b.admin.token });
    expect(revoke.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: 'API 密钥不存在' });
    expect((await keysOf(a.supplierId))[0]!.revoked_at).toBeNull();
    const listB = await t.call(apiKeys.listApiKeys, {}, { token: b.admin.token });
    expect(listB.body.data.list.map((k) => k.keyId)).not.toContain(ka.keyId);
    expect(listB.body.data.list).toHaveLength(1);
    expect((await auditOf(t, b.supplierId)).filter((e) => e.action === 'apikey.revoke')).toEqual([]);
  });

  it(`holds at most ${API_KEY_LIVE_MAX} live keys per supplier; a revoked one frees its place`, async () => {
    const c = await company(t);
    const ids: string[] = [];
    for (let i = 0; i < API_KEY_LIVE_MAX; i++) ids.push((await createKey(t, c.admin.token, ['orders:read'], `k${i}`)).keyId);
    const over = await t.call(apiKeys.createApiKey, { name: 'one more', scopes: ['orders:read'] }, { token: c.admin.token });
    expect(over.body).toMatchObject({ flag: false, errorCode: 'E000409' });
    expect(over.body.errorMsg).toContain(`最多同时保留 ${API_KEY_LIVE_MAX} 个`);
    await t.call(apiKeys.revokeApiKey, { keyId: ids[0]! }, { token: c.admin.token });
    expect((await t.call(apiKeys.createApiKey, { name: 'one more', scopes: ['orders:read'] }, { token: c.admin.token })).body.flag).toBe(
      true,
    );
  });
});

describe('the live-key cap under concurrent creates', () => {
  raceTest(`creates racing past the cap leave exactly ${API_KEY_LIVE_MAX} live keys`, async () => {
    await warmPool(t.db);
    const c = await company(t);
    for (let i = 0; i < API_KEY_LIVE_MAX - 3; i++) await createKey(t, c.admin.token, ['orders:read'], `k${i}`);
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.call(apiKeys.createApiKey, { name: `race${i}`, scopes: ['orders:read'] }, { token: c.admin.token }),
      ),
    );
    expect(results.filter((r) => r.body.flag)).toHaveLength(3);
    expect(results.filter((r) => !r.body.flag).every((r) => r.body.errorCode === 'E000409')).toBe(true);
    expect(await keysOf(c.supplierId)).toHaveLength(API_KEY_LIVE_MAX);
  });
});
