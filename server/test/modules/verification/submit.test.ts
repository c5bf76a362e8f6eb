import * as login from '@contract/login';
import * as verification from '@contract/verification';
import { reviewVerification } from '../../../src/modules/verification';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { companyBody, creditCodeFor, LICENCE_OCR_TEXT, personBody, scriptedOcr, submitCalls } from '../../helpers/verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(LICENCE_OCR_TEXT) });
});
/** The platform's decision, its refusal as `{ ok: false, error }`. */
const review = (supplierId: number, d: { approve: true } | { approve: false; reason: string }) =>
  reviewVerification(t.ctx, { supplierId, decision: d.approve ? 'approve' : 'reject', reason: d.approve ? null : d.reason }, {}).then(
    (r) => ({ ok: true as const, ...r }),
    (err: Error) => ({ ok: false as const, error: err.message }),
  );
afterAll(() => t.close());

let seed = 100;
const nextSeed = () => ++seed;
const { newUser, info, loginInfo } = submitCalls(() => t);
const auditOf = (supplierId: string) =>
  t.db
    .selectFrom('supplier_audit')
    .select(['action', 'actor_user_id', 'client_ip', 'detail'])
    .where('supplier_id', '=', Number(supplierId))
    .orderBy('id')
    .execute();
const supplierRow = (id: string) =>
  t.db
    .selectFrom('supplier')
    .select(['name', 'supplier_type', 'verify_status', 'credit_code'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();

describe('company_auth by a user without a supplier', () => {
  it('founds the supplier under review with the user as its administrator; the same session sees it at once', async () => {
    const token = await newUser();
    expect((await loginInfo(token)).supplierInfo).toBeNull();
    expect(await info(token)).toMatchObject({
      verifyStatus: login.VERIFY_STATUS.none,
      supplierId: null,
      submission: null,
      tipsClosed: false,
    });
    const body = await companyBody(t, token, nextSeed(), '杭州新禾人力资源有限公司');
    const res = await t.call(verification.companyAuth, body, { token });
    expect(res.body).toMatchObject({
      flag: true,
      data: { supplierId: expect.stringMatching(/^\d+$/), verifyStatus: login.VERIFY_STATUS.reviewing },
    });
    const supplierId = res.body.data.supplierId;

    const after = await loginInfo(token);
    expect(after.supplierInfo).toEqual({
      supplierId,
      supplierName: '杭州新禾人力资源有限公司',
      isMain: true,
      authList: [...login.PERMISSIONS],
      verifyStatus: 1,
    });
    // The client now sends the new supplier's id; the session was bound to it.
    const withHeader = await t.call(login.getLoginInfo, {}, { token, headers: { suppliersid: supplierId } });
    expect(withHeader.body.flag).toBe(true);
    const userId = Number(after.userId);
    const sessions = await t.db.selectFrom('user_session').select('supplier_id').where('user_id', '=', userId).execute();
    expect(sessions.map((s) => s.supplier_id)).toEqual([Number(supplierId)]);
    const licence = await t.db
      .selectFrom('stored_file')
      .select(['supplier_id', 'purpose'])
      .where('id', '=', Number(body.licenceFileId))
      .executeTakeFirstOrThrow();
    expect(licence).toEqual({ supplier_id: Number(supplierId), purpose: 'licence' });

    expect(await info(token)).toMatchObject({
      verifyStatus: 1,
      supplierId,
      supplierType: 'company',
      isMain: true,
      reason: null,
      submission: {
        kind: 'company',
        isUpgrade: false,
        status: 'reviewing',
        companyName: '杭州新禾人力资源有限公司',
        creditCode: body.creditCode,
        legalPerson: '王建国',
        licenceFileId: body.licenceFileId,
        reviewedAt: null,
      },
    });
    const audit = await auditOf(supplierId);
    expect(audit).toEqual([
      {
        action: 'verification.submit',
        actor_user_id: userId,
        client_ip: expect.any(String),
        detail: { kind: 'company', name: '杭州新禾人力资源有限公司' },
      },
    ]);
  });

  it('refuses a second submission while under review, and a resubmission that was not rejected; nothing changes', async () => {
    const token = await newUser();
    const first = await t.call(verification.companyAuth, await companyBody(t, token, nextSeed()), { token });
    expect(first.body.flag).toBe(true);
    const again = await t.call(verification.companyAuth, await companyBody(t, token, nextSeed()), { token });
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '认证资料正在审核中，请耐心等待审核结果' });
    const person = await t.call(verification.personAuth, await personBody(t, token, nextSeed()), { token });
    expect(person.body).toMatchObject({ flag: false, errorCode: 'E000409' });
    const resubmit = await t.call(verification.againAuth, { kind: 'company', ...(await companyBody(t, token, nextSeed())) }, { token });
    expect(resubmit.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '认证资料正在审核中，请耐心等待审核结果' });
    const rows = await t.db
      .selectFrom('supplier_verification')
      .select('id')
      .where('supplier_id', '=', Number(first.body.data.supplierId))
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditOf(first.body.data.supplierId)).toHaveLength(1);
  });

  it('again_auth without any earlier submission is refused', async () => {
    const token = await newUser();
    const res = await t.call(verification.againAuth, { kind: 'company', ...(await companyBody(t, token, nextSeed())) }, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '您还没有提交过认证，请先提交认证' });
    expect((await loginInfo(token)).supplierInfo).toBeNull();
  });
});

describe('the platform decides', () => {
  it('reject → reason shown → resubmit as a person → approve: the supplier is the verified person', async () => {
    const token = await newUser();
    const { supplierId } = (await t.call(verification.companyAuth, await companyBody(t, token, nextSeed(), '某某劳务有限公司'), { token }))
      .body.data;
    expect(await review(Number(supplierId), { approve: false, reason: '营业执照已过期' })).toMatchObject({ ok: true, verifyStatus: 3 });
    expect(await info(token)).toMatchObject({
      verifyStatus: 3,
      reason: '营业执照已过期',
      submission: { status: 'rejected', reviewedAt: expect.any(String) },
    });
    expect((await loginInfo(token)).supplierInfo?.verifyStatus).toBe(3);
    // Rejected: company_auth is not the way back, again_auth is.
    const direct = await t.call(verification.companyAuth, await companyBody(t, token, nextSeed()), { token });
    expect(direct.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '认证未通过，请修改资料后重新提交' });

    const body = await personBody(t, token, nextSeed(), '欧阳娜娜');
    const again = await t.call(verification.againAuth, { kind: 'person', ...body }, { token });
    expect(again.body).toMatchObject({ flag: true, data: { supplierId, verifyStatus: 1 } });
    expect(await info(token)).toMatchObject({
      verifyStatus: 1,
      reason: null,
      submission: { kind: 'person', name: '欧阳娜娜', idNumberMasked: `${body.idNumber.slice(0, 4)}**********${body.idNumber.slice(14)}` },
    });
    expect(JSON.stringify(await info(token))).not.toContain(body.idNumber);

    expect(await review(Number(supplierId), { approve: true })).toMatchObject({ ok: true, verifyStatus: 2, kind: 'person' });
    expect(await supplierRow(supplierId)).toEqual({ name: '欧阳娜娜', supplier_type: 'person', verify_status: 2, credit_code: null });
    expect((await loginInfo(token)).supplierInfo).toMatchObject({ supplierName: '欧阳娜娜', verifyStatus: 2 });
    expect((await auditOf(supplierId)).map((a) => a.action)).toEqual([
      'verification.submit',
      'verification.reject',
      'verification.resubmit',
      'verification.approve',
    ]);
    const reject = (await auditOf(supplierId))[1]!;
    expect(reject).toMatchObject({ actor_user_id: null, detail: { reason: '营业执照已过期' } });

    // Verified: no more first submissions or resubmissions.
    const more = await t.call(verification.personAuth, await personBody(t, token, nextSeed()), { token });
    expect(more.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('升级为企业认证') });
    expect(await review(Number(supplierId), { approve: true })).toMatchObject({
      ok: false,
      error: expect.stringContaining('没有待审核的认证'),
    });
  });

  it('approving a company makes its verified name, type and credit code the supplier’s', async () => {
    const token = await newUser();
    const body = await companyBody(t, token, nextSeed(), '宁波甬才人力资源有限公司');
    const { supplierId } = (await t.call(verification.companyAuth, body, { token })).body.data;
    await review(Number(supplierId), { approve: true });
    expect(await supplierRow(supplierId)).toEqual({
      name: '宁波甬才人力资源有限公司',
      supplier_type: 'company',
      verify_status: 2,
      credit_code: body.creditCode,
    });
    expect((await t.call(verification.upgradeCheck, {}, { token })).body.data).toEqual({
      canUpgrade: false,
      reason: '已是企业供应商，无需升级',
    });
  });
});

describe('upgrade a person supplier to a company', () => {
  it('stays verified while reviewed; a rejected upgrade keeps the person; an approved one makes it a company', async () => {
    const token = await newUser();
    const { supplierId } = (await t.call(verification.personAuth, await personBody(t, token, nextSeed(), '陈晓东'), { token })).body.data;
    expect((await t.call(verification.upgradeCheck, {}, { token })).body.data).toEqual({
      canUpgrade: false,
      reason: '个人认证通过后才能升级为企业认证',
    });
    const early = await t.call(verification.upgrade, await companyBody(t, token, nextSeed()), { token });
    expect(early.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '个人认证通过后才能升级为企业认证' });
    await review(Number(supplierId), { approve: true });
    expect((await t.call(verification.upgradeCheck, {}, { token })).body.data).toEqual({ canUpgrade: true, reason: null });

    const first = await t.call(verification.upgrade, await companyBody(t, token, nextSeed(), '陈晓东人力资源工作室有限公司'), { token });
    expect(first.body).toMatchObject({ flag: true, data: { supplierId, verifyStatus: 2 } });
    expect((await loginInfo(token)).supplierInfo?.verifyStatus).toBe(2);
    expect((await t.call(verification.upgradeCheck, {}, { token })).body.data.canUpgrade).toBe(false);
    const twice = await t.call(verification.upgrade, await companyBody(t, token, nextSeed()), { token });
    expect(twice.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '认证资料正在审核中，请勿重复提交' });

    await review(Number(supplierId), { approve: false, reason: '法定代表人与营业执照不符' });
    expect(await info(token)).toMatchObject({
      verifyStatus: 2,
      supplierType: 'person',
      reason: '法定代表人与营业执照不符',
      submission: { isUpgrade: true, status: 'rejected' },
    });
    expect(await supplierRow(supplierId)).toMatchObject({ name: '陈晓东', supplier_type: 'person', verify_status: 2 });

    const body = await companyBody(t, token, nextSeed(), '杭州晓东人力资源有限公司');
    expect((await t.call(verification.upgrade, body, { token })).body.flag).toBe(true);
    await review(Number(supplierId), { approve: true });
    expect(await supplierRow(supplierId)).toEqual({
      name: '杭州晓东人力资源有限公司',
      supplier_type: 'company',
      verify_status: 2,
      credit_code: body.creditCode,
    });
    expect((await auditOf(supplierId)).map((a) => a.action)).toEqual([
      'verification.submit',
      'verification.approve',
      'verification.upgrade',
      'verification.reject',
      'verification.upgrade',
      'verification.approve',
    ]);
  });
});

describe('credit codes and ID numbers belong to one supplier', () => {
  it('refuses a credit code another supplier claimed (under review or verified), creating nothing', async () => {
    const a = await newUser();
    const code = creditCodeFor(nextSeed());
    expect((await t.call(verification.companyAuth, { ...(await companyBody(t, a, 0)), creditCode: code }, { token: a })).body.flag).toBe(
      true,
    );
    const b = await newUser();
    const res = await t.call(verification.companyAuth, { ...(await companyBody(t, b, 0)), creditCode: code }, { token: b });
    expect(res.body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('该统一社会信用代码已被其他供应商认证'),
    });
    expect((await loginInfo(b)).supplierInfo).toBeNull();
  });

  it('a rejected claim frees the code; the same ID number is refused for a second person supplier', async () => {
    const a = await newUser();
    const body = await companyBody(t, a, nextSeed());
    const { supplierId } = (await t.call(verification.companyAuth, body, { token: a })).body.data;
    await review(Number(supplierId), { approve: false, reason: '资料不全' });
    const b = await newUser();
    expect(
      (await t.call(verification.companyAuth, { ...(await companyBody(t, b, 0)), creditCode: body.creditCode }, { token: b })).body.flag,
    ).toBe(true);

    const c = await newUser();
    const person = await personBody(t, c, nextSeed());
    expect((await t.call(verification.personAuth, person, { token: c })).body.flag).toBe(true);
    const d = await newUser();
    const res = await t.call(verification.personAuth, { ...(await personBody(t, d, 0)), idNumber: person.idNumber }, { token: d });
    expect(res.body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('该身份证号码已被其他供应商认证'),
    });
  });

  it('refuses the demo supplier’s credit code at approval time too', async () => {
    const demo = await t.db.selectFrom('supplier').select('credit_code').where('name', 'like', '%演示%').executeTakeFirstOrThrow();
    const token = await newUser();
    const body = await companyBody(t, token, nextSeed());
    const { supplierId } = (await t.call(verification.companyAuth, body, { token })).body.data;
    await t.db
      .updateTable('supplier_verification')
      .set({ credit_code: demo.credit_code })
      .where('supplier_id', '=', Number(supplierId))
      .execute();
    expect(await review(Number(supplierId), { approve: true })).toMatchObject({
      ok: false,
      error: expect.stringContaining('已被其他供应商认证'),
    });
    expect(await supplierRow(supplierId)).toMatchObject({ verify_status: 1 });
  });
});
