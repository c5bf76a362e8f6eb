import * as settlements from '@contract/settlements';
import { attend, hiredOrder, issueMay, mayDays, ops } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { writeTempFile } from '../../helpers/temp-file';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

const billCount = async (orderId: string) =>
  (await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(orderId)).execute()).length;

describe('issue-settlement from attendance', () => {
  it('bills hours × the hourly reward per hired candidate, fractional hours rounded half up to the fen, total = sum of lines', async () => {
    // 25.35 yuan per hour; 7.5 h × 3 days = 22.5 h → 570.375 → 570.38 yuan; 8 h × 2 = 16 h → 405.60 yuan.
    const { orderId, candidateIds } = await hiredOrder(t, a, 3, { reward_amount: 2535, reward_unit: 'hour' });
    await attend(t, orderId, candidateIds[0]!, mayDays(3), 7.5);
    await attend(t, orderId, candidateIds[1]!, mayDays(2), 8);
    await attend(t, orderId, candidateIds[1]!, ['2025-04-30', '2025-06-01'], 8); // outside the period
    const id = await issueMay(t, orderId);
    const base = (await t.call(settlements.settlementDetailBase, { settlementId: id }, { token: a.token })).body.data;
    expect(base).toMatchObject({
      status: 'pending',
      totalAmount: 57038 + 40560,
      grossAmount: 97598,
      deductionAmount: 0,
      lineCount: 2,
      periodFrom: '2025-05-01',
      periodTo: '2025-05-31',
    });
    expect(base.task).toMatchObject({ rewardUnit: 'hour', rewardAmount: 2535, rewardUnitLabel: '元/小时' });
    const lines = (await t.call(settlements.settlementDetailList, { settlementId: id, pageNum: 1, pageSize: 10 }, { token: a.token })).body
      .data;
    expect(lines.total).toBe(2);
    expect(lines.list.map((l) => [l.candidateId, l.quantity, l.unitPrice, l.amount]).sort()).toEqual(
      [
        [candidateIds[0], 22.5, 2535, 57038],
        [candidateIds[1], 16, 2535, 40560],
      ].sort(),
    );
    expect(lines.list.reduce((s, l) => s + l.amount, 0)).toBe(base.totalAmount);
    expect(base.history.map((h) => [h.event, h.actor])).toEqual([
      ['issued', '平台'],
      ['viewed', expect.any(String)],
    ]);
  });

  it('per day, per month (days ÷ 21.75), per piece and per person', async () => {
    const day = await hiredOrder(t, a, 1, { reward_amount: 20000, reward_unit: 'day' });
    await attend(t, day.orderId, day.candidateIds[0]!, mayDays(10), 4);
    const month = await hiredOrder(t, a, 1, { reward_amount: 500000, reward_unit: 'month' });
    await attend(t, month.orderId, month.candidateIds[0]!, mayDays(10));
    const piece = await hiredOrder(t, a, 1, { reward_amount: 35, reward_unit: 'piece' });
    await attend(t, piece.orderId, piece.candidateIds[0]!, mayDays(2), 8, 301);
    const person = await hiredOrder(t, a, 2, { reward_amount: 80000, reward_unit: 'person' });
    const total = async (orderId: string, from = '2025-05-01', to = '2025-05-31') => {
      const r = await ops(t, 'issue-settlement', { order: orderId, from, to });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      const id = String((r as unknown as { data: { settlementId: string } }).data.settlementId);
      return await t.db.selectFrom('settlement').select(['total_fen', 'line_count']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
    };
    expect(await total(day.orderId)).toEqual({ total_fen: 10 * 20000, line_count: 1 });
    // 10 / 21.75 = 0.4598 → 0.46 month × 5000.00 = 2300.00 yuan.
    expect(await total(month.orderId)).toEqual({ total_fen: 230000, line_count: 1 });
    expect(await total(piece.orderId)).toEqual({ total_fen: 602 * 35, line_count: 1 });
    // Hired on the test clock's day (2025-06-02): a period holding that day bills each person once.
    expect(await total(person.orderId, '2025-06-01', '2025-06-02')).toEqual({ total_fen: 2 * 80000, line_count: 2 });
  });

  it('refuses the same order and period twice, and an overlapping period, with a clear message; nothing created', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 1);
    await attend(t, orderId, candidateIds[0]!, mayDays(5));
    const id = await issueMay(t, orderId);
    const again = await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31' });
    expect(again).toMatchObject({ ok: false, error: expect.stringContaining('同一订单同一期间不能重复结算') });
    expect(again).toMatchObject({ error: expect.stringContaining(`结算单 ${id}`) });
    const overlap = await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-20', to: '2025-06-01' });
    expect(overlap).toMatchObject({ ok: false, error: expect.stringContaining('同一订单同一期间不能重复结算') });
    expect(await billCount(orderId)).toBe(1);
  });

  it('refuses bad periods, unknown orders, and a period with nothing to bill', async () => {
    const { orderId } = await hiredOrder(t, a, 1);
    expect(await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-31', to: '2025-05-01' })).toMatchObject({
      ok: false,
      error: '开始日期不能晚于结束日期',
    });
    expect(await ops(t, 'issue-settlement', { order: orderId, from: '2025-06-01', to: '2025-06-30' })).toMatchObject({
      ok: false,
      error: '结算期间不能包含今天之后的日期',
    });
    expect(await ops(t, 'issue-settlement', { order: orderId, from: '2025-5-1', to: '2025-05-31' })).toMatchObject({
      ok: false,
      usage: true,
      error: expect.stringContaining('--from'),
    });
    expect(await ops(t, 'issue-settlement', { order: '999999', from: '2025-05-01', to: '2025-05-31' })).toMatchObject({
      ok: false,
      error: '订单 999999 不存在',
    });
    expect(await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('没有可结算的入职人员'),
    });
    expect(await billCount(orderId)).toBe(0);
  });
});

describe('issue-settlement --lines-file', () => {
  it('takes the platform figures from JSON or CSV, with deductions in fen', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 2, { reward_amount: 3000, reward_unit: 'hour' });
    const [c1, c2] = candidateIds as [string, string];
    const json = writeTempFile(
      JSON.stringify([
        { candidateId: c1, quantity: 10.25, deduction: 500 },
        { candidateId: Number(c2), quantity: '3' },
      ]),
      'ok.json',
    );
    const id = await issueMay(t, orderId, { 'lines-file': json });
    const lines = await t.db
      .selectFrom('settlement_line')
      .select(['candidate_id', 'quantity_centi', 'gross_fen', 'deduction_fen', 'amount_fen'])
      .where('settlement_id', '=', Number(id))
      .orderBy('candidate_id')
      .execute();
    expect(lines).toEqual([
      { candidate_id: Number(c1), quantity_centi: 1025, gross_fen: 30750, deduction_fen: 500, amount_fen: 30250 },
      { candidate_id: Number(c2), quantity_centi: 300, gross_fen: 9000, deduction_fen: 0, amount_fen: 9000 },
    ]);
    const bill = await t.db
      .selectFrom('settlement')
      .select(['total_fen', 'gross_fen', 'deduction_fen'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(bill).toEqual({ total_fen: 39250, gross_fen: 39750, deduction_fen: 500 });

    const other = await hiredOrder(t, a, 1, { reward_amount: 3000, reward_unit: 'hour' });
    const csv = writeTempFile(`candidateId,quantity,deduction\n${other.candidateIds[0]},7.5,100\n`, 'ok.csv');
    const id2 = await issueMay(t, other.orderId, { 'lines-file': csv });
    expect(await t.db.selectFrom('settlement').select('total_fen').where('id', '=', Number(id2)).executeTakeFirstOrThrow()).toEqual({
      total_fen: 22500 - 100,
    });
  });

  it('refuses negative or fractional fen, bad quantities, strangers, deductions above the line, and creates nothing', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 1, { reward_amount: 3000, reward_unit: 'hour' });
    const c = candidateIds[0]!;
    const stranger = (await hiredOrder(t, a, 1)).candidateIds[0]!;
    const cases: [string, string][] = [
      [JSON.stringify([{ candidateId: c, quantity: 8, deduction: -100 }]), '第 1 条明细：扣款不能为负数（单位：分）'],
      [JSON.stringify([{ candidateId: c, quantity: 8, deduction: 12.5 }]), '第 1 条明细：扣款必须是整数（单位：分），不能有小数'],
      [`candidateId,quantity,deduction\n${c},8,0.5\n`, '第 1 条明细：扣款必须是整数（单位：分），不能有小数'],
      [JSON.stringify([{ candidateId: c, quantity: -1 }]), '第 1 条明细：数量不能为负数'],
      [JSON.stringify([{ candidateId: c, quantity: 1.234 }]), '第 1 条明细：数量必须是最多两位小数的非负数'],
      [
        JSON.stringify([
          { candidateId: c, quantity: 1 },
          { candidateId: c, quantity: 2 },
        ]),
        `第 2 条明细：候选人 ${c} 重复出现`,
      ],
      [JSON.stringify([{ candidateId: stranger, quantity: 1 }]), `第 1 条明细：候选人 ${stranger} 不是该订单的已入职人员`],
      [JSON.stringify([{ candidateId: c, quantity: 1, deduction: 3001 }]), '第 1 条明细：扣款 3001 分超过应结金额 3000 分'],
      ['{not json', '明细文件不是合法的 JSON'],
      ['[]', '明细文件没有任何明细'],
      ['name,hours\n张三,8\n', 'CSV 第一行必须是表头 candidateId,quantity,deduction'],
    ];
    for (const [i, [content, message]] of cases.entries()) {
      const r = await ops(t, 'issue-settlement', {
        order: orderId,
        from: '2025-05-01',
        to: '2025-05-31',
        'lines-file': writeTempFile(content, `bad${i}.txt`),
      });
      expect(r).toMatchObject({ ok: false, error: expect.stringContaining(message) });
    }
    expect(
      await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31', 'lines-file': '/nonexistent/missing.json' }),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('无法读取明细文件'),
    });
    expect(await billCount(orderId)).toBe(0);
  });
});
