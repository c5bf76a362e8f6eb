import * as login from '@contract/login';
import * as verification from '@contract/verification';
import { runCommand } from '../../src/ops/runner';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { loginAs } from '../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';
import { companyBody, personBody, scriptedOcr } from '../helpers/verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
});
afterAll(() => t.close());

const run = (flags: Record<string, string>) => runCommand('review-verification', flags, t.ctx);

/** A new user's company verification under review: their token and the supplier id. */
async function submitted(seed: number, kind: 'company' | 'person' = 'company') {
  const token = (await loginAs(t, uniquePhone())).token;
  const res =
    kind === 'company'
      ? await t.call(verification.companyAuth, await companyBody(t, token, seed, `审核测试有限公司${seed}`), { token })
      : await t.call(verification.personAuth, await personBody(t, token, seed, '孙立'), { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
  return { token, supplierId: res.body.data.supplierId };
}

const statusOf = async (token: string) => (await t.call(login.getLoginInfo, {}, { token })).body.data.supplierInfo?.verifyStatus;

describe('review-verification (runner)', () => {
  it('approves: the supplier is verified under the verified name', async () => {
    const { token, supplierId } = await submitted(501);
    const result = await run({ supplier: supplierId, approve: 'true' });
    expect(result).toMatchObject({
      ok: true,
      data: { supplierId, verifyStatus: 2, kind: 'company', isUpgrade: false, name: '审核测试有限公司501' },
    });
    expect(result.ok && result.output).toContain('已通过');
    expect(await statusOf(token)).toBe(2);
  });

  it('rejects with the reason the supplier reads', async () => {
    const { token, supplierId } = await submitted(502, 'person');
    expect(await run({ supplier: supplierId, reject: 'true', reason: '身份证照片不清晰' })).toMatchObject({
      ok: true,
      data: { verifyStatus: 3, kind: 'person' },
    });
    expect((await t.call(verification.authInfo, {}, { token })).body.data).toMatchObject({ verifyStatus: 3, reason: '身份证照片不清晰' });
    // Decided already: nothing under review any more.
    expect(await run({ supplier: supplierId, approve: 'true' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('没有待审核的认证'),
    });
    expect(await statusOf(token)).toBe(3);
  });

  it('refuses misuse and unknown suppliers, changing nothing', async () => {
    const { token, supplierId } = await submitted(503);
    const cases: [Record<string, string>, string][] = [
      [{ supplier: supplierId }, '--approve 和 --reject 必须且只能选一个'],
      [{ supplier: supplierId, approve: 'true', reject: 'true', reason: 'x' }, '--approve 和 --reject 必须且只能选一个'],
      [{ supplier: supplierId, reject: 'true' }, '--reason：驳回时必须写明原因'],
      [{ supplier: supplierId, reject: 'true', reason: ' ' }, '--reason：不能为空'],
      [{ supplier: supplierId, approve: 'true', reason: '好' }, '--reason：通过时不需要原因'],
      [{ supplier: 'abc', approve: 'true' }, '--supplier：应为供应商编号'],
      [{ approve: 'true' }, '--supplier：必填'],
    ];
    for (const [flags, message] of cases)
      expect(await run(flags), message).toMatchObject({ ok: false, usage: true, error: expect.stringContaining(message) });
    expect(await run({ supplier: '999999', approve: 'true' })).toEqual({ ok: false, error: '未找到编号为 999999 的供应商' });
    expect(await statusOf(token)).toBe(1);
  });
});

describe('review-verification (CLI)', () => {
  const { cli } = opsCliOf(() => t);

  it('--json prints one line; a refusal prints {"error"} and exits 1; misuse exits 2', async () => {
    const a = await submitted(601);
    const b = await submitted(602);
    const approved = await cli('review-verification', '--supplier', a.supplierId, '--approve', '--json');
    expect(approved.code, approved.stderr).toBe(0);
    expect(jsonLine(approved)).toEqual({
      supplierId: a.supplierId,
      verifyStatus: 2,
      kind: 'company',
      isUpgrade: false,
      name: '审核测试有限公司601',
    });
    const rejected = await cli('review-verification', '--supplier', b.supplierId, '--reject', '--reason', '营业执照已注销', '--json');
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(jsonLine(rejected)).toMatchObject({ supplierId: b.supplierId, verifyStatus: 3 });
    const again = await cli('review-verification', '--supplier', b.supplierId, '--approve', '--json');
    expect(again.code).toBe(1);
    expect(jsonLine(again)).toEqual({ error: expect.stringContaining('没有待审核的认证') });
    const misuse = await cli('review-verification', '--supplier', b.supplierId, '--json');
    expect(misuse.code).toBe(2);
    expect(await statusOf(a.token)).toBe(2);
    expect((await t.call(verification.authInfo, {}, { token: b.token })).body.data.reason).toBe('营业执照已注销');
    const plain = await cli('review-verification', '--supplier', (await submitted(603)).supplierId, '--approve');
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('已通过');
  }, 180_000);
});
