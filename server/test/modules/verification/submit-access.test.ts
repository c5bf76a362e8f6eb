import { FILE_PATHS } from '@contract/files.meta';
import * as verification from '@contract/verification';
import { DEMO_REJECTED } from '../../../src/seed/verification';
import { DEMO, loginAs } from '../../helpers/session';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { companyBody, creditCodeFor, LICENCE_OCR_TEXT, personBody, scriptedOcr, submitCalls } from '../../helpers/verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(LICENCE_OCR_TEXT) });
});
afterAll(() => t.close());

let seed = 100;
const nextSeed = () => ++seed;
const { newUser, info, loginInfo } = submitCalls(() => t);

describe('permissions and tenant isolation', () => {
  it('a member who is not the administrator gets E000403 for every submitting call, and nothing changes', async () => {
    const member = (await loginAs(t, DEMO.member)).token;
    const admin = (await loginAs(t, DEMO.admin)).token;
    const fileId = (await companyBody(t, admin, 0)).licenceFileId;
    const calls = [
      t.call(
        verification.companyAuth,
        { companyName: '某公司', creditCode: creditCodeFor(nextSeed()), legalPerson: '李娜', licenceFileId: fileId },
        { token: member },
      ),
      t.call(
        verification.upgrade,
        { companyName: '某公司', creditCode: creditCodeFor(nextSeed()), legalPerson: '李娜', licenceFileId: fileId },
        { token: member },
      ),
      t.call(
        verification.againAuth,
        { kind: 'company', companyName: '某公司', creditCode: creditCodeFor(nextSeed()), legalPerson: '李娜', licenceFileId: fileId },
        { token: member },
      ),
    ];
    for (const res of await Promise.all(calls))
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: '只有企业管理员可以提交或修改认证信息' });
    const { uploadImage } = await import('../../helpers/verification');
    expect((await uploadImage(t, member, 'licence')).body).toMatchObject({ flag: false, errorCode: 'E000403' });
    expect((await t.call(verification.upgradeCheck, {}, { token: member })).body.data).toEqual({
      canUpgrade: false,
      reason: '只有企业管理员可以升级认证',
    });
    // The member still reads the state of their supplier.
    expect(await info(member)).toMatchObject({ verifyStatus: 2, isMain: false, supplierName: expect.stringContaining('演示') });
    const demo = await t.db.selectFrom('supplier').select('verify_status').where('name', 'like', '%演示%').executeTakeFirstOrThrow();
    expect(demo.verify_status).toBe(2);
  });

  it("another user's file is not found: on submit and on download; the uploader downloads their own", async () => {
    const a = await newUser();
    const b = await newUser();
    const aBody = await companyBody(t, a, nextSeed());
    const res = await t.call(
      verification.companyAuth,
      { ...(await companyBody(t, b, nextSeed())), licenceFileId: aBody.licenceFileId },
      { token: b },
    );
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '营业执照图片不存在，请重新上传' });
    expect((await loginInfo(b)).supplierInfo).toBeNull();
    const download = (token: string, fileId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/jy-turing-suppliers${FILE_PATHS.downloadFile}?fileId=${fileId}`,
        headers: { authtoken: token },
      });
    expect((await download(b, aBody.licenceFileId)).json()).toMatchObject({ flag: false, errorCode: 'E000404' });
    const own = await download(a, aBody.licenceFileId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');

    // Once bound to a's supplier: still not b's, nor the demo admin's.
    const { supplierId } = (await t.call(verification.companyAuth, aBody, { token: a })).body.data;
    expect(supplierId).toMatch(/^\d+$/);
    const demoAdmin = (await loginAs(t, DEMO.admin)).token;
    expect((await download(demoAdmin, aBody.licenceFileId)).json()).toMatchObject({ flag: false, errorCode: 'E000404' });
    const upgrade = await t.call(
      verification.upgrade,
      { companyName: '某公司', creditCode: creditCodeFor(nextSeed()), legalPerson: '王建国', licenceFileId: aBody.licenceFileId },
      { token: demoAdmin },
    );
    expect(upgrade.body).toMatchObject({ flag: false, errorCode: 'E000409' });
  });

  it('an ID card image is not a licence, and the two sides must differ', async () => {
    const token = await newUser();
    const person = await personBody(t, token, nextSeed());
    const res = await t.call(
      verification.companyAuth,
      { companyName: '某某公司', creditCode: creditCodeFor(nextSeed()), legalPerson: '王建国', licenceFileId: person.idFrontFileId },
      { token },
    );
    expect(res.body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'licenceFileId：这不是营业执照图片，请上传营业执照图片',
    });
    const same = await t.call(verification.personAuth, { ...person, idBackFileId: person.idFrontFileId }, { token });
    expect(same.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('不能是同一张图片') });
    expect((await loginInfo(token)).supplierInfo).toBeNull();
  });
});

describe('close_tips and the demo data', () => {
  it('dismisses the banner for the user only, for good', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await t.call(verification.closeTips, {}, { token: a })).body).toMatchObject({ flag: true, data: null });
    expect((await t.call(verification.closeTips, {}, { token: a })).body.flag).toBe(true);
    expect((await info(a)).tipsClosed).toBe(true);
    expect((await info(b)).tipsClosed).toBe(false);
    expect((await t.post('/api/jy-turing-suppliers/pc_suppliers_auth/auth/close_tips', {})).status).toBe(401);
  });

  it('the demo user 13800000009 sees the rejection and its reason', async () => {
    const token = (await loginAs(t, DEMO_REJECTED.phone)).token;
    expect(await info(token)).toMatchObject({
      verifyStatus: 3,
      supplierName: DEMO_REJECTED.companyName,
      isMain: true,
      reason: DEMO_REJECTED.reason,
      submission: { kind: 'company', status: 'rejected', creditCode: DEMO_REJECTED.creditCode },
    });
  });
});
