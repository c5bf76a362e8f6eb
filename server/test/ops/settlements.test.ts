import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as settlements from '@contract/settlements';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { attend, hiredOrder, mayDays, payoutAccount } from '../helpers/settlements';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The settlement commands through the real CLI (`npm run ops`), --json: one line, exit 0 done, 1 refused, 2 misuse. */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
});
afterAll(() => t.close());
const ops = opsCliOf(() => t);
const cli = (args: string[]) => ops.cli(...args, '--json');

describe('settlement commands on the CLI', () => {
  it('issue → dispute → resolve-dispute --reject → confirm → pay-settlement --fail, each one JSON line', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 1, { reward_amount: 2500, reward_unit: 'hour' });
    await attend(t, orderId, candidateIds[0]!, mayDays(4));
    const issued = await cli(['issue-settlement', '--order', orderId, '--from', '2025-05-01', '--to', '2025-05-31']);
    expect(issued.code).toBe(0);
    const { settlementId } = jsonLine(issued) as { settlementId: string };
    expect(jsonLine(issued)).toEqual({ settlementId, orderId, totalAmount: 4 * 8 * 2500, lineCount: 1 });

    const twice = await cli(['issue-settlement', '--order', orderId, '--from', '2025-05-01', '--to', '2025-05-31']);
    expect(twice.code).toBe(1);
    expect(jsonLine(twice)).toEqual({ error: expect.stringContaining('同一订单同一期间不能重复结算') });
    const misuse = await cli(['issue-settlement', '--order', orderId, '--from', '2025-05-01']);
    expect(misuse.code).toBe(2);
    expect(jsonLine(misuse)).toEqual({ error: expect.stringContaining('--to') });

    await t.call(
      settlements.settlementConfirm,
      { settlementId, action: 'dispute', reason: '少算一天', idempotencyKey: crypto.randomUUID() },
      { token: a.token },
    );
    const both = await cli(['resolve-dispute', '--settlement', settlementId]);
    expect([both.code, jsonLine(both)]).toEqual([1, { error: expect.stringContaining('二选一') }]);
    const rejected = await cli(['resolve-dispute', '--settlement', settlementId, '--reject']);
    expect(rejected.code).toBe(0);
    expect(jsonLine(rejected)).toEqual({ settlementId, status: 'pending', correctedBy: null });

    const payPending = await cli(['pay-settlement', '--settlement', settlementId]);
    expect([payPending.code, jsonLine(payPending)]).toEqual([1, { error: expect.stringContaining('只有已确认的结算单可以付款') }]);
    await t.call(
      settlements.settlementConfirm,
      { settlementId, action: 'confirm', idempotencyKey: crypto.randomUUID() },
      { token: a.token },
    );
    const failed = await cli(['pay-settlement', '--settlement', settlementId, '--fail', '收款行退票']);
    expect(failed.code).toBe(0);
    expect(jsonLine(failed)).toMatchObject({ settlementId, status: 'failed', totalAmount: 80000 });
  }, 120_000);

  it('resolve-dispute --lines-file issues the corrected bill; a bad file is refused and nothing changes', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 1, { reward_amount: 2500, reward_unit: 'hour' });
    await attend(t, orderId, candidateIds[0]!, mayDays(4));
    const { settlementId } = jsonLine(
      await cli(['issue-settlement', '--order', orderId, '--from', '2025-05-01', '--to', '2025-05-31']),
    ) as { settlementId: string };
    await t.call(
      settlements.settlementConfirm,
      { settlementId, action: 'dispute', reason: '少算一天', idempotencyKey: crypto.randomUUID() },
      { token: a.token },
    );
    const bad = path.join(ops.dataDir(), 'bad.csv');
    writeFileSync(bad, `candidateId,quantity,deduction\n${candidateIds[0]},40,-5\n`);
    const refused = await cli(['resolve-dispute', '--settlement', settlementId, '--lines-file', bad]);
    expect([refused.code, jsonLine(refused)]).toEqual([1, { error: expect.stringContaining('扣款不能为负数') }]);
    expect(await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(orderId)).execute()).toHaveLength(1);
    const good = path.join(ops.dataDir(), 'good.json');
    writeFileSync(good, JSON.stringify({ lines: [{ candidateId: candidateIds[0], quantity: 40, deduction: 1000 }] }));
    const fixed = await cli(['resolve-dispute', '--settlement', settlementId, '--lines-file', good]);
    expect(fixed.code).toBe(0);
    const { correctedBy } = jsonLine(fixed) as { correctedBy: string };
    expect(
      await t.db
        .selectFrom('settlement')
        .select(['status', 'total_fen', 'version'])
        .where('id', '=', Number(correctedBy))
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'pending', total_fen: 40 * 2500 - 1000, version: 2 });
  }, 120_000);
});
