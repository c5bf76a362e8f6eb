import { ERROR_CODES } from '@contract/http';
import * as verification from '@contract/verification';
import { BusinessError } from '../../../src/http/envelope';
import { reviewVerification, type VerificationReview } from '../../../src/modules/verification';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { companyBody, scriptedOcr, submitCalls } from '../../helpers/verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
});
afterAll(() => t.close());

const { newUser, info } = submitCalls(() => t);

/** A new user's company verification under review. */
async function submitted(seed: number) {
  const token = await newUser();
  const res = await t.call(verification.companyAuth, await companyBody(t, token, seed, `复核测试有限公司${seed}`), { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
  return { token, supplierId: Number(res.body.data.supplierId) };
}

const decisionsOf = (supplierId: number) =>
  t.db
    .selectFrom('supplier_audit')
    .select('action')
    .where('supplier_id', '=', supplierId)
    .where('action', 'in', ['verification.approve', 'verification.reject'])
    .execute();

const refusalOf = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (err: unknown) => (err instanceof BusinessError ? { code: err.code, message: err.message } : err),
  );

describe('reviewVerification (the operator command and the platform console call it)', () => {
  it('two reviewers at once: one decision holds, the other is refused in Chinese and changes nothing', async () => {
    const { token, supplierId } = await submitted(801);
    const results = await Promise.allSettled([
      reviewVerification(t.ctx, { supplierId, decision: 'approve' }, {}),
      reviewVerification(t.ctx, { supplierId, decision: 'reject', reason: '营业执照不清晰' }, {}),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason as BusinessError;
    expect(reason).toBeInstanceOf(BusinessError);
    expect(reason.code).toBe(ERROR_CODES.conflict);
    expect(reason.message).toMatch(/没有待审核的认证：最近一次认证已(通过|驳回)，无需重复审核/);
    expect(await decisionsOf(supplierId)).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ decision: string }>).value;
    expect((await info(token)).verifyStatus).toBe(winner.decision === 'approve' ? 2 : 3);
  });

  it('refuses bad input and an unknown supplier, deciding nothing', async () => {
    const { token, supplierId } = await submitted(802);
    const cases: [VerificationReview, string][] = [
      [{ supplierId, decision: 'reject' }, 'reason：驳回时必须写明原因'],
      [{ supplierId, decision: 'reject', reason: '   ' }, 'reason：驳回时必须写明原因'],
      [{ supplierId, decision: 'reject', reason: '长'.repeat(201) }, 'reason：长度不能超过 200 个字符'],
      [{ supplierId: 99_999_999, decision: 'approve' }, '未找到编号为 99999999 的供应商'],
      [{ supplierId: Number.NaN, decision: 'approve' }, '未找到编号为 NaN 的供应商'],
    ];
    for (const [input, message] of cases) expect(await refusalOf(reviewVerification(t.ctx, input, {}))).toMatchObject({ message });
    expect(await decisionsOf(supplierId)).toHaveLength(0);
    expect((await info(token)).verifyStatus).toBe(1);
  });

  it('runs the caller’s own record in the decision’s transaction: when it fails, the decision is undone', async () => {
    const { token, supplierId } = await submitted(803);
    const failing = reviewVerification(
      t.ctx,
      { supplierId, decision: 'approve' },
      {
        inTransaction: async () => {
          throw new BusinessError(ERROR_CODES.internal, '记录失败');
        },
      },
    );
    expect(await refusalOf(failing)).toMatchObject({ message: '记录失败' });
    expect((await info(token)).verifyStatus).toBe(1);
    expect(await decisionsOf(supplierId)).toHaveLength(0);
    const seen: unknown[] = [];
    const done = await reviewVerification(
      t.ctx,
      { supplierId, decision: 'approve' },
      { inTransaction: async (_trx, r) => void seen.push(r) },
    );
    expect(seen).toEqual([done]);
    expect(done).toMatchObject({ supplierId: String(supplierId), decision: 'approve', verifyStatus: 2, name: '复核测试有限公司803' });
  });
});
