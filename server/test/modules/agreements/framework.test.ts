import { createHash } from 'node:crypto';
import * as agreements from '@contract/agreements';
import * as orders from '@contract/orders';
import { DEMO_SUPPLIER } from '../../../src/seed/supplier';
import { colleague, runOps } from '../../helpers/agreements';
import { writeTempFile } from '../../helpers/temp-file';
import { DEMO, loginAs } from '../../helpers/session';
import { raceTest, warmPool } from '../../helpers/races';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const take = async (m: { token: string }) => t.call(orders.takeOrder, { taskId: String(await insertTask(t)) }, { token: m.token });
const check = (m: { token: string }) => t.call(agreements.checkSign, {}, { token: m.token });
const signaturesOf = (supplierId: number) =>
  t.db.selectFrom('framework_signature').selectAll().where('supplier_id', '=', supplierId).execute();
const auditOf = (supplierId: number) =>
  t.db.selectFrom('supplier_audit').selectAll().where('supplier_id', '=', supplierId).where('action', 'like', 'agreement.%').execute();
const currentId = async () =>
  (await t.db.selectFrom('framework_agreement').select('id').orderBy('version', 'desc').executeTakeFirstOrThrow()).id;

async function unsignedSupplier(): Promise<Member> {
  const m = await supplierMember(t, { signAgreement: false });
  await t.db
    .updateTable('supplier')
    .set({ credit_code: `91310000MA${String(m.supplierId).padStart(8, '0')}` })
    .where('id', '=', m.supplierId)
    .execute();
  return m;
}

describe('check_sign and the take-order gate', () => {
  it('finds the demo supplier signed (the seed signed v1) and lets it take orders', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    expect((await check({ token })).body).toMatchObject({ flag: true, data: { signed: true } });
    expect((await take({ token })).body.flag).toBe(true);
  });

  it('refuses take order with E000702 until the supplier signs, then takes it', async () => {
    const m = await unsignedSupplier();
    const id = await currentId();
    expect((await check(m)).body.data).toEqual({ signed: false, agreementId: String(id), version: 1, mode: 'sign' });
    const refused = await take(m);
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000702', errorMsg: '请先签署《供应商合作框架协议》后再接单' });
    expect(await t.db.selectFrom('task_order').select('id').where('supplier_id', '=', m.supplierId).execute()).toHaveLength(0);
    expect((await t.call(agreements.agreementSigning, { agreementId: String(id) }, { token: m.token })).body.flag).toBe(true);
    expect((await check(m)).body.data).toEqual({ signed: true });
    expect((await take(m)).body.flag).toBe(true);
  });
});

describe('filled_detail and agreement_signing', () => {
  it('fills the parties from the verified supplier and signs exactly that text, once', async () => {
    const m = await unsignedSupplier();
    const agreementId = String(await currentId());
    const detail = (await t.call(agreements.filledDetail, { agreementId }, { token: m.token })).body.data;
    const supplier = await t.db.selectFrom('supplier').selectAll().where('id', '=', m.supplierId).executeTakeFirstOrThrow();
    expect(detail).toMatchObject({
      agreementId,
      version: 1,
      current: true,
      signed: false,
      mode: 'sign',
      party: { name: supplier.name, creditCode: supplier.credit_code, type: 'company' },
    });
    expect(detail.html).toContain(`乙方：${supplier.name}（企业，统一社会信用代码：${supplier.credit_code}）`);
    expect(detail.html).not.toContain('{{partyName}}');
    expect(detail.textHash).toBe(sha256(detail.html));

    const ip = '203.0.113.9';
    const first = await t.call(agreements.agreementSigning, { agreementId, textHash: detail.textHash }, { token: m.token, ip });
    expect(first.body.data).toMatchObject({
      agreementId,
      version: 1,
      textHash: detail.textHash,
      partyName: supplier.name,
      partyType: 'company',
      mode: 'sign',
      clientIp: ip,
    });
    t.clock.advance(60);
    const again = await t.call(agreements.agreementSigning, { agreementId }, { token: m.token });
    expect(again.body.data).toEqual(first.body.data);
    const [row] = await signaturesOf(m.supplierId);
    expect(row).toMatchObject({ signed_by: m.userId, client_ip: ip, signed_text: detail.html, text_hash: detail.textHash });
    expect(await signaturesOf(m.supplierId)).toHaveLength(1);
    expect(await auditOf(m.supplierId)).toHaveLength(1);

    const signedDetail = (await t.call(agreements.filledDetail, { agreementId }, { token: m.token })).body.data;
    expect(signedDetail).toMatchObject({ signed: true, html: detail.html, signature: { textHash: detail.textHash, clientIp: ip } });
  });

  it('refuses a member without agreement:sign (E000403) and records nothing', async () => {
    const owner = await unsignedSupplier();
    const member = await colleague(t, owner, ['task:take', 'order:manage']);
    const res = await t.call(agreements.agreementSigning, { agreementId: String(await currentId()) }, { token: member.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: '您没有协议签署权限，请联系企业管理员开通' });
    expect(await signaturesOf(owner.supplierId)).toHaveLength(0);
    // The member sees the state, and is refused at take order like everyone of the supplier.
    expect((await check(member)).body.data.signed).toBe(false);
    expect((await take(member)).body.errorCode).toBe('E000702');
  });

  it('refuses an unverified supplier (E000601)', async () => {
    const m = await supplierMember(t, { verifyStatus: 0 });
    const res = await t.call(agreements.agreementSigning, { agreementId: String(await currentId()) }, { token: m.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000601' });
    expect((await t.call(agreements.filledDetail, { agreementId: String(await currentId()) }, { token: m.token })).body.errorCode).toBe(
      'E000601',
    );
    expect(await signaturesOf(m.supplierId)).toHaveLength(0);
  });

  it('answers bad ids with E000400, unknown ones with E000404, a stale text with E000409; nothing signed', async () => {
    const m = await unsignedSupplier();
    for (const agreementId of ['abc', '', '1; drop table x', '-1']) {
      const res = await t.call(agreements.agreementSigning, { agreementId }, { token: m.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('协议编号') });
    }
    expect(
      (await t.post('/api/jy-turing-suppliers/pc_agreement/auth/filled_detail', { agreementId: 5 }, { token: m.token })).body.errorCode,
    ).toBe('E000400');
    expect((await t.call(agreements.filledDetail, { agreementId: '999999' }, { token: m.token })).body).toMatchObject({
      errorCode: 'E000404',
      errorMsg: '协议不存在',
    });
    expect((await t.call(agreements.agreementSigning, { agreementId: '9999999999' }, { token: m.token })).body.errorCode).toBe('E000404');
    const stale = await t.call(
      agreements.agreementSigning,
      { agreementId: String(await currentId()), textHash: 'a'.repeat(64) },
      { token: m.token },
    );
    expect(stale.body).toMatchObject({ errorCode: 'E000409', errorMsg: '协议内容已更新，请重新阅读后再签署' });
    expect(await signaturesOf(m.supplierId)).toHaveLength(0);
  });

  it("keeps each supplier's signature its own: another supplier still sees its own unsigned text", async () => {
    const a = await unsignedSupplier();
    const b = await unsignedSupplier();
    const agreementId = String(await currentId());
    await t.call(agreements.agreementSigning, { agreementId }, { token: a.token });
    const seenByB = (await t.call(agreements.filledDetail, { agreementId }, { token: b.token })).body.data;
    const nameA = (await t.db.selectFrom('supplier').select('name').where('id', '=', a.supplierId).executeTakeFirstOrThrow()).name;
    expect(seenByB.signed).toBe(false);
    expect(seenByB.signature).toBeUndefined();
    expect(seenByB.html).not.toContain(nameA);
    expect((await check(b)).body.data.signed).toBe(false);
  });
});

describe('upgrade_auth_tripartite', () => {
  it('makes a person supplier that became a company sign again as the company, naming the person', async () => {
    const m = await supplierMember(t, { signAgreement: false });
    await t.db.updateTable('supplier').set({ supplier_type: 'person', name: '赵个人' }).where('id', '=', m.supplierId).execute();
    const agreementId = String(await currentId());
    expect((await t.call(agreements.agreementSigning, { agreementId }, { token: m.token })).body.data).toMatchObject({
      partyType: 'person',
      partyName: '赵个人',
    });
    expect((await take(m)).body.flag).toBe(true);
    // Not needed yet: still a person.
    expect((await t.call(agreements.upgradeAuthTripartite, { agreementId }, { token: m.token })).body.data).toMatchObject({
      partyType: 'person',
      mode: 'sign',
    });

    // Verification upgrades the supplier to a company (as approving an upgrade does).
    await t.db
      .updateTable('supplier')
      .set({ supplier_type: 'company', name: '赵氏人力资源有限公司', credit_code: `91330000MA${String(m.supplierId).padStart(8, '0')}` })
      .where('id', '=', m.supplierId)
      .execute();
    expect((await check(m)).body.data).toMatchObject({ signed: false, agreementId, mode: 'tripartite' });
    expect((await take(m)).body).toMatchObject({ errorCode: 'E000702', errorMsg: expect.stringContaining('以企业身份') });
    const plain = await t.call(agreements.agreementSigning, { agreementId }, { token: m.token });
    expect(plain.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '您已由个人认证升级为企业认证，请签署三方协议' });

    const detail = (await t.call(agreements.filledDetail, { agreementId }, { token: m.token })).body.data;
    expect(detail).toMatchObject({ mode: 'tripartite', signed: false, party: { name: '赵氏人力资源有限公司', type: 'company' } });
    expect(detail.html).toContain('丙方（原签约方）：赵个人（个人）');
    const signed = await t.call(agreements.upgradeAuthTripartite, { agreementId, textHash: detail.textHash }, { token: m.token });
    expect(signed.body.data).toMatchObject({
      partyType: 'company',
      partyName: '赵氏人力资源有限公司',
      mode: 'tripartite',
      textHash: detail.textHash,
    });
    expect((await check(m)).body.data).toEqual({ signed: true });
    expect((await take(m)).body.flag).toBe(true);
    expect((await signaturesOf(m.supplierId)).map((s) => s.party_type).sort()).toEqual(['company', 'person']);
    expect((await auditOf(m.supplierId)).map((a) => a.action).sort()).toEqual(['agreement.sign', 'agreement.tripartite']);
  });

  it('refuses the tripartite signing to a company that never signed as a person', async () => {
    const m = await unsignedSupplier();
    const res = await t.call(agreements.upgradeAuthTripartite, { agreementId: String(await currentId()) }, { token: m.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('无需签署三方协议') });
    expect(await signaturesOf(m.supplierId)).toHaveLength(0);
  });
});

describe('get_agreement_list', () => {
  it("lists the demo supplier's framework version and its partial contracts, signed and pending", async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const { list } = (await t.call(agreements.getAgreementList, {}, { token })).body.data;
    expect(list.filter((a) => a.kind === 'framework')).toEqual([
      expect.objectContaining({
        version: 1,
        current: true,
        status: 'signed',
        signerName: DEMO_SUPPLIER.admin.name,
        signedAt: expect.any(String),
        createdAt: expect.any(String),
      }),
    ]);
    const partial = list.filter((a) => a.kind === 'partial');
    expect(partial.map((p) => p.status).sort()).toEqual(['pending', 'signed']);
    expect(partial[0]).toMatchObject({
      mainId: expect.stringMatching(agreements.MAIN_ID_PATTERN),
      orderId: expect.any(String),
      taskTitle: expect.any(String),
    });
  });

  it("shows another supplier none of the demo supplier's contracts", async () => {
    const m = await unsignedSupplier();
    const { list } = (await t.call(agreements.getAgreementList, {}, { token: m.token })).body.data;
    expect(list).toEqual([expect.objectContaining({ kind: 'framework', status: 'pending' })]);
  });
});

describe('signing races', () => {
  raceTest('members signing the framework agreement at once: one signature, the same record for all', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => unsignedSupplier()));
    const agreementId = String(await currentId());
    await warmPool(t.db);
    for (const owner of owners) {
      const signers = [owner, ...(await Promise.all([1, 2, 3, 4].map(() => colleague(t, owner, ['agreement:sign']))))];
      const results = await Promise.all(signers.map((s) => t.call(agreements.agreementSigning, { agreementId }, { token: s.token })));
      expect(results.every((r) => r.body.flag)).toBe(true);
      expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
      expect(await signaturesOf(owner.supplierId)).toHaveLength(1);
      expect(await auditOf(owner.supplierId)).toHaveLength(1);
    }
  });
});

// Last: a new version changes the current one for every test after it.
describe('a new version (ops publish-agreement)', () => {
  it('asks everyone to sign again before the next order, and refuses signing the old version', async () => {
    const m = await supplierMember(t);
    expect((await take(m)).body.flag).toBe(true);
    const old = String(await currentId());
    const published = await runOps(t, 'publish-agreement', {
      file: writeTempFile('<h2>第二版</h2><p>新增条款：{{partyName}} 同意。</p><script>alert(1)</script>'),
    });
    if (!published.ok) throw new Error(published.error);
    expect(published.data).toMatchObject({ agreementId: expect.any(String), version: 2 });
    const v2 = String(published.data.agreementId);

    expect((await check(m)).body.data).toEqual({ signed: false, agreementId: v2, version: 2, mode: 'sign' });
    expect((await take(m)).body).toMatchObject({
      errorCode: 'E000702',
      errorMsg: '《供应商合作框架协议》已更新为第 2 版，请重新签署后再接单',
    });
    const { token } = await loginAs(t, DEMO.admin);
    expect((await take({ token })).body.errorCode).toBe('E000702');

    expect((await t.call(agreements.agreementSigning, { agreementId: old }, { token: m.token })).body).toMatchObject({
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('第 2 版'),
    });
    const detail = (await t.call(agreements.filledDetail, { agreementId: v2 }, { token: m.token })).body.data;
    expect(detail.html).toContain('新增条款：');
    expect(detail.html).not.toContain('<script');
    expect((await t.call(agreements.agreementSigning, { agreementId: v2 }, { token: m.token })).body.flag).toBe(true);
    expect((await take(m)).body.flag).toBe(true);

    const { list } = (await t.call(agreements.getAgreementList, {}, { token })).body.data;
    expect(list.filter((a) => a.kind === 'framework').map((a) => [a.version, a.status])).toEqual([
      [2, 'pending'],
      [1, 'signed'],
    ]);
  });
});
