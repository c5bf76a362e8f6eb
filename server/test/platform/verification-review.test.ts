import { ERROR_CODES } from '@contract/http';
import * as login from '@contract/login';
import * as notifications from '@contract/notifications';
import * as platform from '@contract/platform/suppliers';
import * as verification from '@contract/verification';
import { runCommand } from '../../src/ops/runner';
import { raceTest, warmPool } from '../helpers/races';
import { loginAs } from '../helpers/session';
import { loginStaff } from '../helpers/staff';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';
import { companyBody, personBody, scriptedOcr } from '../helpers/verification';

let t: TestApp;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
  reviewer = (await loginStaff(t, 'reviewer')).token;
});
afterAll(() => t.close());

/** A new user's verification under review: their token, the supplier and the submission the console lists. */
async function submitted(seed: number, kind: 'company' | 'person' = 'company') {
  const token = (await loginAs(t, uniquePhone())).token;
  const res =
    kind === 'company'
      ? await t.call(verification.companyAuth, await companyBody(t, token, seed, `控制台审核有限公司${seed}`), { token })
      : await t.call(verification.personAuth, await personBody(t, token, seed, '钱多多'), { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
  const supplierId = res.body.data.supplierId;
  return { token, supplierId, verificationId: await pending(supplierId) };
}

async function pending(supplierId: string): Promise<string> {
  const detail = await t.call(platform.platformSupplierDetail, { supplierId }, { token: reviewer });
  const open = detail.body.data.verifications.find((v) => v.status === 'reviewing');
  if (!open) throw new Error('nothing under review');
  return open.verificationId;
}

const statusOf = async (token: string) => (await t.call(login.getLoginInfo, {}, { token })).body.data.supplierInfo?.verifyStatus;
const approve = (verificationId: string, token = reviewer) => t.call(platform.platformVerificationApprove, { verificationId }, { token });
const reject = (verificationId: string, reason: string, token = reviewer) =>
  t.call(platform.platformVerificationReject, { verificationId, reason }, { token });

describe('审核 通过 / 驳回', () => {
  it('通过: the supplier is verified; its open page hears of it, its trail and the staff log record it', async () => {
    const s = await submitted(701);
    expect((await approve(s.verificationId)).body).toMatchObject({ flag: true, data: { supplierId: s.supplierId, verifyStatus: 2 } });
    expect(await statusOf(s.token)).toBe(2);
    const notices = (await t.call(notifications.noticeList, { pageNum: 1, pageSize: 10 }, { token: s.token })).body.data.list;
    expect(notices[0]).toMatchObject({ title: '企业认证已通过' });
    const logged = await t.db.selectFrom('staff_action').select(['action', 'summary']).where('target_id', '=', s.supplierId).execute();
    expect(logged).toEqual([{ action: 'verification.approve', summary: expect.stringContaining('控制台审核有限公司701') }]);
  });

  it('驳回 needs a reason, which the supplier reads', async () => {
    const s = await submitted(702, 'person');
    const none = await t.call(platform.platformVerificationReject, { verificationId: s.verificationId, reason: '  ' }, { token: reviewer });
    expect(none.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.validation, errorMsg: expect.stringContaining('请填写驳回原因') });
    expect(await statusOf(s.token)).toBe(1);
    expect((await reject(s.verificationId, '身份证照片不清晰')).body).toMatchObject({ flag: true, data: { verifyStatus: 3 } });
    expect((await t.call(verification.authInfo, {}, { token: s.token })).body.data).toMatchObject({ verifyStatus: 3, reason: '身份证照片不清晰' });
  });

  it('a verification someone else decided is refused in Chinese, and nothing changes', async () => {
    const s = await submitted(703);
    // Another reviewer (here: the operator command) rejected it while this reviewer looked at it.
    expect(await runCommand('review-verification', { supplier: s.supplierId, reject: 'true', reason: '执照模糊' }, t.ctx)).toMatchObject({ ok: true });
    const late = await approve(s.verificationId);
    expect(late.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.conflict, errorMsg: expect.stringContaining('已被其他审核员驳回') });
    expect(await statusOf(s.token)).toBe(3);
    expect(await t.db.selectFrom('staff_action').select('id').where('target_id', '=', s.supplierId).execute()).toEqual([]);
  });

  it('a decision on an old submission never decides the new one the supplier sent since', async () => {
    const s = await submitted(704);
    const old = s.verificationId;
    expect((await reject(old, '请上传清晰的执照')).body.flag).toBe(true);
    const again = await t.call(verification.againAuth, { kind: 'company', ...(await companyBody(t, s.token, 704, '控制台审核有限公司704')) }, { token: s.token });
    expect(again.body.flag).toBe(true);
    const stale = await approve(old);
    expect(stale.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.conflict });
    expect(await statusOf(s.token)).toBe(1);
    expect((await approve(await pending(s.supplierId))).body.flag).toBe(true);
  });

  it('refuses an unknown or malformed id as not found', async () => {
    for (const id of ['99999999', 'abc'])
      expect((await approve(id)).body).toMatchObject({ flag: false, errorCode: ERROR_CODES.notFound, errorMsg: '认证记录不存在' });
  });

  raceTest('the console and the operator command deciding at once: one decision stands', async () => {
    await warmPool(t.db);
    for (let seed = 710; seed < 714; seed++) {
      const s = await submitted(seed);
      const [byConsole, byOps] = await Promise.all([
        approve(s.verificationId),
        runCommand('review-verification', { supplier: s.supplierId, reject: 'true', reason: '并发驳回' }, t.ctx),
      ]);
      expect([byConsole.body.flag, byOps.ok].filter(Boolean)).toHaveLength(1);
      if (!byConsole.body.flag) expect(byConsole.body.errorMsg).toContain('已被其他审核员驳回');
      expect(await statusOf(s.token)).toBe(byConsole.body.flag ? 2 : 3);
    }
  });

  raceTest('two reviewers at once: one decision stands, the other is told', async () => {
    await warmPool(t.db);
    const other = (await loginStaff(t, 'reviewer')).token;
    const s = await submitted(720);
    const answers = await Promise.all([approve(s.verificationId), reject(s.verificationId, '并发驳回', other)]);
    expect(answers.filter((a) => a.body.flag)).toHaveLength(1);
    expect(answers.find((a) => !a.body.flag)?.body).toMatchObject({ errorCode: ERROR_CODES.conflict, errorMsg: expect.stringContaining('已被其他审核员') });
  });
});
