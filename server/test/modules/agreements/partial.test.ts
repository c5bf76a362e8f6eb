import { createHash } from 'node:crypto';
import * as agreements from '@contract/agreements';
import { colleague, issueContract, XSS_HTML } from '../../helpers/agreements';
import { orderFor } from '../../helpers/candidates';
import { raceTest, warmPool } from '../../helpers/races';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const contractRow = (id: string) => t.db.selectFrom('partial_contract').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const audits = (id: string) =>
  t.db
    .selectFrom('supplier_audit')
    .selectAll()
    .where('action', '=', 'contract.sign')
    .execute()
    .then((rows) => rows.filter((r) => (r.detail as { agreementId?: number }).agreementId === Number(id)));

async function contractOf(m: Member, html = XSS_HTML) {
  const { orderId } = await orderFor(t, m);
  return { orderId, ...(await issueContract(t, m.supplierId, orderId, html)) };
}

describe('get_partial_html', () => {
  it('returns the HTML sanitised on the way in: no script, handler, javascript:, iframe, svg or style survives', async () => {
    const m = await supplierMember(t);
    const c = await contractOf(m);
    const res = await t.call(agreements.getPartialHtml, { agreementId: c.agreementId, mainId: c.mainId }, { token: m.token });
    expect(res.body).toMatchObject({ flag: true, data: { signed: false, orderId: c.orderId, taskTitle: '测试任务' } });
    const { html } = res.body.data;
    for (const bad of [
      '<script',
      'alert',
      '__pwned',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      '<iframe',
      'frame text',
      '<style',
      'display: none',
      'style=',
      '<svg',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('正文第一段');
    expect(html).toContain('末段');
    expect(html).toContain('<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer nofollow">条款</a>');
    expect(res.body.data.textHash).toBe(sha256(html));
    expect(res.body.data.signedAt).toBeUndefined();
  });

  it("answers another supplier's contract with E000404 and malformed ids with E000400", async () => {
    const owner = await supplierMember(t);
    const other = await supplierMember(t);
    const c = await contractOf(owner);
    const foreign = await t.call(agreements.getPartialHtml, { agreementId: c.agreementId, mainId: c.mainId }, { token: other.token });
    expect(foreign.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '合同不存在', data: null });
    // The right id with another contract's signing slot is not found either.
    const mine = await contractOf(other);
    expect(
      (await t.call(agreements.getPartialHtml, { agreementId: c.agreementId, mainId: mine.mainId }, { token: owner.token })).body.errorCode,
    ).toBe('E000404');
    for (const [agreementId, mainId, field] of [
      ['x1', c.mainId, '协议编号'],
      [c.agreementId, 'not-a-uuid', '签约主体编号'],
      [c.agreementId, `${c.mainId}'--`, '签约主体编号'],
    ]) {
      const res = await t.call(agreements.getPartialHtml, { agreementId, mainId }, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining(field) });
    }
    expect(
      (await t.post('/api/jy-turing-suppliers/pc_agreement/auth/get_partial_html', { agreementId: c.agreementId }, { token: owner.token }))
        .body.errorCode,
    ).toBe('E000400');
  });
});

describe('partial_agreement_signing', () => {
  it('records who, when, from where and the hash of the exact text; signing again returns the same record', async () => {
    const m = await supplierMember(t);
    const c = await contractOf(m);
    const { html } = (await t.call(agreements.getPartialHtml, { agreementId: c.agreementId, mainId: c.mainId }, { token: m.token })).body
      .data;
    const ip = '198.51.100.7';
    const first = await t.call(
      agreements.partialAgreementSigning,
      { agreementId: c.agreementId, mainId: c.mainId.toUpperCase(), textHash: sha256(html) },
      { token: m.token, ip },
    );
    expect(first.body).toMatchObject({
      flag: true,
      data: { signedAt: expect.any(String), textHash: sha256(html), clientIp: ip, signerPhone: expect.any(String) },
    });
    t.clock.advance(120);
    const again = await t.call(
      agreements.partialAgreementSigning,
      { agreementId: c.agreementId, mainId: c.mainId },
      { token: m.token, ip: '192.0.2.1' },
    );
    expect(again.body.data).toEqual(first.body.data);
    expect(await contractRow(c.agreementId)).toMatchObject({ signed_by: m.userId, client_ip: ip, html });
    expect(await audits(c.agreementId)).toHaveLength(1);
    const after = (await t.call(agreements.getPartialHtml, { agreementId: c.agreementId, mainId: c.mainId }, { token: m.token })).body.data;
    expect(after).toMatchObject({ signed: true, signedAt: first.body.data.signedAt, signature: first.body.data });
  });

  it('refuses a member without agreement:sign (E000403), another supplier (E000404) and a stale text (E000409); nothing signed', async () => {
    const owner = await supplierMember(t);
    const c = await contractOf(owner);
    const member = await colleague(t, owner, ['task:take', 'order:manage', 'candidate:manage']);
    const ids = { agreementId: c.agreementId, mainId: c.mainId };
    expect((await t.call(agreements.partialAgreementSigning, ids, { token: member.token })).body).toMatchObject({
      errorCode: 'E000403',
      errorMsg: '您没有协议签署权限，请联系企业管理员开通',
    });
    // Reading needs no signing permission.
    expect((await t.call(agreements.getPartialHtml, ids, { token: member.token })).body.flag).toBe(true);
    const other = await supplierMember(t);
    expect((await t.call(agreements.partialAgreementSigning, ids, { token: other.token })).body).toMatchObject({
      errorCode: 'E000404',
      data: null,
    });
    expect(
      (await t.call(agreements.partialAgreementSigning, { ...ids, textHash: '0'.repeat(64) }, { token: owner.token })).body.errorCode,
    ).toBe('E000409');
    expect((await t.call(agreements.partialAgreementSigning, { ...ids, textHash: 'xyz' }, { token: owner.token })).body.errorCode).toBe(
      'E000400',
    );
    expect(await contractRow(c.agreementId)).toMatchObject({ signed_at: null, signed_by: null });
    expect(await audits(c.agreementId)).toHaveLength(0);
  });

  raceTest('members signing at once: one record, the same answer for all', async () => {
    const owner = await supplierMember(t);
    const signers = [owner, ...(await Promise.all([1, 2, 3, 4, 5].map(() => colleague(t, owner, ['agreement:sign']))))];
    const contracts = await Promise.all([1, 2, 3].map(() => contractOf(owner, '<p>并发签署</p>')));
    await warmPool(t.db);
    for (const c of contracts) {
      const results = await Promise.all(
        signers.map((s) =>
          t.call(agreements.partialAgreementSigning, { agreementId: c.agreementId, mainId: c.mainId }, { token: s.token }),
        ),
      );
      expect(results.every((r) => r.body.flag)).toBe(true);
      const records = new Set(results.map((r) => JSON.stringify(r.body.data)));
      expect(records.size).toBe(1);
      expect(await audits(c.agreementId)).toHaveLength(1);
    }
  });
});
