import * as settlements from '@contract/settlements';
import { callExport, exportedWorkbook } from '../../helpers/exports';
import { relogin } from '../../helpers/candidates';
import { attend, hiredOrder, issueMay, mayDays, ops } from '../../helpers/settlements';
import { countersAndTruth } from '../../helpers/settlements';
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

/** A pending May bill of the member with `n` hired candidates working 8 h on 5 days at 25.00 yuan per hour. */
async function bill(
  member: Member = a,
  n = 2,
  task = {},
): Promise<{ id: string; orderId: string; taskId: number; candidateIds: string[] }> {
  const o = await hiredOrder(t, member, n, { reward_amount: 2500, reward_unit: 'hour', ...task });
  for (const c of o.candidateIds) await attend(t, o.orderId, c, mayDays(5));
  return { id: await issueMay(t, o.orderId), ...o };
}
const key = () => crypto.randomUUID();
const dispute = (id: string, extra: Partial<settlements.SettlementConfirmRequest> = {}, token = a.token) =>
  t.call(
    settlements.settlementConfirm,
    { settlementId: id, action: 'dispute', reason: '工时与考勤不符', idempotencyKey: key(), ...extra },
    { token },
  );
const status = async (id: string) =>
  (await t.db.selectFrom('settlement').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow()).status;

describe('page and count', () => {
  it('lists the supplier’s bills newest first with counts per status, filtered by status, period, task and keyword', async () => {
    const s = await supplierMember(t);
    const first = await bill(s, 1, { title: '白班分拣员', company_name: '甲物流有限公司' });
    t.clock.advance(60);
    const second = await bill(s, 1, { title: '夜班包装工', company_name: '乙电子有限公司' });
    await dispute(second.id, {}, s.token);

    const page = (q: Partial<settlements.SettlementPageRequest> = {}) =>
      t.call(settlements.settlementPage, { pageNum: 1, pageSize: 10, ...q }, { token: s.token });
    const all = (await page()).body.data;
    expect(all.total).toBe(2);
    expect(all.list.map((b) => b.settlementId)).toEqual([second.id, first.id]);
    expect(all.list[1]).toMatchObject({
      settlementId: first.id,
      orderId: first.orderId,
      taskId: String(first.taskId),
      taskTitle: '白班分拣员',
      companyName: '甲物流有限公司',
      status: 'pending',
      statusLabel: '待确认',
      totalAmount: 5 * 8 * 2500,
      lineCount: 1,
      periodFrom: '2025-05-01',
      periodTo: '2025-05-31',
      version: 1,
      supersededBy: null,
      deletable: false,
    });
    expect((await page({ status: 'disputed' })).body.data.list.map((b) => b.settlementId)).toEqual([second.id]);
    expect((await page({ taskId: String(first.taskId) })).body.data.list.map((b) => b.settlementId)).toEqual([first.id]);
    expect((await page({ taskId: 'abc' })).body.data.total).toBe(0);
    expect((await page({ keyword: '乙电子' })).body.data.list.map((b) => b.settlementId)).toEqual([second.id]);
    expect((await page({ keyword: first.id })).body.data.list.map((b) => b.settlementId)).toEqual([first.id]);
    expect((await page({ keyword: '100%' })).body.data.total).toBe(0);
    expect((await page({ from: '2025-06-01' })).body.data.total).toBe(0);
    expect((await page({ from: '2025-05-31', to: '2025-06-30' })).body.data.total).toBe(2);
    expect((await page({ pageNum: 2, pageSize: 1 })).body.data).toMatchObject({
      total: 2,
      pageNum: 2,
      pageSize: 1,
      list: [{ settlementId: first.id }],
    });
    expect((await t.call(settlements.settlementCount, {}, { token: s.token })).body.data).toMatchObject({
      pending: 1,
      disputed: 1,
      confirmed: 0,
      paid: 0,
      failed: 0,
    });
  });
});

describe('a bill’s head, lines, history and export', () => {
  it('shows the history with who, when and from where; one viewed event per member and day', async () => {
    const b = await bill();
    let token = a.token;
    const base = async (ip: string) => (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token, ip })).body.data;
    await base('10.9.9.1');
    await base('10.9.9.2');
    t.clock.advance(24 * 3600);
    // The access token did not outlive the day: the rest of the file goes on with a new one.
    a = await relogin(t, a);
    token = a.token;
    const h = (await base('10.9.9.3')).history;
    expect(h.map((e) => [e.event, e.label, e.ip])).toEqual([
      ['issued', '平台出具账单', null],
      ['viewed', '查看账单', '10.9.9.1'],
      ['viewed', '查看账单', '10.9.9.3'],
    ]);
    expect(h[1]!.actor).toMatch(/^用户/);
    expect(h[0]!.note).toContain('2 条明细，合计 ¥2,000.00');
  });

  it('pages lines by candidate name', async () => {
    const b = await bill(a, 3);
    const p1 = (await t.call(settlements.settlementDetailList, { settlementId: b.id, pageNum: 1, pageSize: 2 }, { token: a.token })).body
      .data;
    const p2 = (await t.call(settlements.settlementDetailList, { settlementId: b.id, pageNum: 2, pageSize: 2 }, { token: a.token })).body
      .data;
    expect([p1.total, p1.list.length, p2.list.length]).toEqual([3, 2, 1]);
    expect(p1.list[0]).toMatchObject({
      quantity: 40,
      unit: 'hour',
      unitLabel: '小时',
      unitPrice: 2500,
      grossAmount: 100000,
      deduction: 0,
      amount: 100000,
      disputed: false,
    });
  });

  it('exports the bill as .xlsx with its lines and totals, and records it', async () => {
    const b = await bill(a, 2);
    const book = await exportedWorkbook(await callExport(t, settlements.settlementExport, { settlementId: b.id }, a.token));
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['结算单号', b.id]);
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('合计');
    // Gross, deduction, (deduction reason), total, in yuan; unit prices read 元/小时.
    expect(totals.slice(5, 9)).toEqual([2000, 0, '', 2000]);
    expect(rows.filter((r) => r[3] === '小时')).toHaveLength(2);
    expect(rows.find((r) => r[0] === '候选人')).toContain('单价（元/小时）');
    expect(rows.find((r) => r[0] === '单价')).toEqual(['单价', '25.00 元/小时']);
    const events = await t.db.selectFrom('settlement_event').select('event').where('settlement_id', '=', Number(b.id)).execute();
    expect(events.map((e) => e.event)).toContain('exported');
  });
});

describe('dispute, and the platform’s answer', () => {
  it('needs a reason; marks the chosen lines; refuses lines of another bill; records who and where', async () => {
    const b = await bill(a, 2);
    expect((await dispute(b.id, { reason: undefined })).body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'reason：提出异议时请填写原因（至少 2 个字）',
    });
    expect((await dispute(b.id, { reason: '  ' })).body).toMatchObject({ flag: false, errorCode: 'E000400' });
    const other = await bill(a, 1);
    const otherLine = await t.db
      .selectFrom('settlement_line')
      .select('id')
      .where('settlement_id', '=', Number(other.id))
      .executeTakeFirstOrThrow();
    expect((await dispute(b.id, { lineIds: [String(otherLine.id)] })).body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'lineIds：所选明细不属于该结算单',
    });
    expect(await status(b.id)).toBe('pending');

    const line = await t.db
      .selectFrom('settlement_line')
      .select('id')
      .where('settlement_id', '=', Number(b.id))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await dispute(b.id, { lineIds: [String(line.id)] }, a.token);
    expect(res.body).toMatchObject({ flag: true, data: { settlementId: b.id, action: 'dispute', status: 'disputed', payee: null } });
    const lines = (await t.call(settlements.settlementDetailList, { settlementId: b.id, pageNum: 1, pageSize: 10 }, { token: a.token }))
      .body.data.list;
    expect(lines.filter((l) => l.disputed).map((l) => l.lineId)).toEqual([String(line.id)]);
    const base = (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body.data;
    expect(base).toMatchObject({ status: 'disputed', disputeReason: '工时与考勤不符' });
    expect(base.history.find((e) => e.event === 'disputed')).toMatchObject({ note: '1 条明细：工时与考勤不符', ip: expect.any(String) });
  });

  it('refuses lineIds: [] (it never means the whole bill); without lineIds the whole bill is disputed', async () => {
    const b = await bill(a, 2);
    const empty = await dispute(b.id, { lineIds: [] });
    expect(empty.body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('请至少选择一条有异议的明细'),
    });
    expect(await status(b.id)).toBe('pending');
    expect(
      await t.db
        .selectFrom('settlement_line')
        .select('id')
        .where('settlement_id', '=', Number(b.id))
        .where('disputed', '=', true)
        .execute(),
    ).toEqual([]);
    expect((await dispute(b.id)).body).toMatchObject({ flag: true, data: { status: 'disputed' } });
    const lines = (await t.call(settlements.settlementDetailList, { settlementId: b.id, pageNum: 1, pageSize: 10 }, { token: a.token }))
      .body.data.list;
    expect(lines.map((l) => l.disputed)).toEqual([true, true]);
  });

  it('a confirm after a dispute is refused; resolve-dispute --reject makes it pending again with the reply', async () => {
    const b = await bill();
    await dispute(b.id);
    const confirm = await t.call(
      settlements.settlementConfirm,
      { settlementId: b.id, action: 'confirm', idempotencyKey: key() },
      { token: a.token },
    );
    expect(confirm.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该结算单已提出异议，请等待平台处理后再操作' });
    expect(await ops(t, 'resolve-dispute', { settlement: b.id, reject: 'true', reason: '考勤以门禁记录为准' })).toMatchObject({
      ok: true,
      data: { status: 'pending', correctedBy: null },
    });
    const base = (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body.data;
    expect(base).toMatchObject({ status: 'pending', platformReply: '考勤以门禁记录为准' });
    expect(base.history.map((e) => e.event)).toContain('dispute_rejected');
    expect(await ops(t, 'resolve-dispute', { settlement: b.id, reject: 'true' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('只有有异议的结算单可以处理异议'),
    });
  });

  it('resolve-dispute --lines-file issues a corrected pending bill for the same period; only the superseded bill can be deleted', async () => {
    const b = await bill(a, 1);
    await dispute(b.id);
    const del = await t.call(settlements.settlementDelete, { settlementId: b.id }, { token: a.token });
    expect(del.body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('只有已被平台更正替代的异议结算单可以删除'),
    });
    const f = writeTempFile(JSON.stringify([{ candidateId: b.candidateIds[0], quantity: 36, deduction: 0 }]), 'fix.json');
    const r = await ops(t, 'resolve-dispute', { settlement: b.id, 'lines-file': f });
    expect(r).toMatchObject({ ok: true, data: { settlementId: b.id, correctedBy: expect.any(String) } });
    const corrected = String((r as unknown as { data: { correctedBy: string } }).data.correctedBy);
    const nb = (await t.call(settlements.settlementDetailBase, { settlementId: corrected }, { token: a.token })).body.data;
    expect(nb).toMatchObject({
      status: 'pending',
      version: 2,
      supersedes: b.id,
      totalAmount: 36 * 2500,
      periodFrom: '2025-05-01',
      periodTo: '2025-05-31',
    });
    const old = (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body.data;
    expect(old).toMatchObject({ status: 'disputed', supersededBy: corrected, deletable: true });
    // The corrected bill holds the period: issuing it again is still refused.
    expect(await ops(t, 'issue-settlement', { order: b.orderId, from: '2025-05-01', to: '2025-05-31' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('不能重复结算'),
    });
    expect((await t.call(settlements.settlementDelete, { settlementId: corrected }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
    });
    expect((await t.call(settlements.settlementDelete, { settlementId: b.id }, { token: a.token })).body).toMatchObject({
      flag: true,
      data: null,
    });
    expect((await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
    });
    expect((await t.call(settlements.settlementDelete, { settlementId: b.id }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
    });
    const events = await t.db
      .selectFrom('settlement_event')
      .select('event')
      .where('settlement_id', '=', Number(b.id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['issued', 'disputed', 'superseded', 'viewed', 'deleted']);
  });
});

describe('bad input', () => {
  it('answers malformed payloads with E000400 and a Chinese message, never a 500', async () => {
    const b = await bill(a, 1);
    const bad: [
      (
        | typeof settlements.settlementPage
        | typeof settlements.settlementConfirm
        | typeof settlements.settlementDetailList
        | typeof settlements.settlementFailCheck
      ),
      unknown,
    ][] = [
      [settlements.settlementPage, { status: 'lost', pageNum: 1, pageSize: 10 }],
      [settlements.settlementPage, { pageNum: 0, pageSize: 10 }],
      [settlements.settlementPage, { from: '2025-13-01', pageNum: 1, pageSize: 10 }],
      [settlements.settlementDetailList, { settlementId: b.id, pageNum: 1, pageSize: 1000 }],
      [settlements.settlementConfirm, { settlementId: b.id, action: 'approve', idempotencyKey: key() }],
      [settlements.settlementConfirm, { settlementId: b.id, action: 'confirm' }],
      [settlements.settlementConfirm, { settlementId: b.id, action: 'confirm', idempotencyKey: 'x' }],
      [settlements.settlementConfirm, { settlementId: b.id, action: 'dispute', reason: 'x'.repeat(501), idempotencyKey: key() }],
      [settlements.settlementFailCheck, { settlementId: b.id, resubmit: false }],
    ];
    for (const [endpoint, payload] of bad) {
      const res = await t.call(endpoint, payload as never, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    }
    expect(
      (await t.call(settlements.settlementFailCheck, { settlementId: b.id, payeeAccountId: '1' }, { token: a.token })).body,
    ).toMatchObject({
      errorCode: 'E000400',
      errorMsg: '修改收款账户并重新提交时请传 resubmit: true',
    });
    expect((await t.call(settlements.settlementFailCheck, { settlementId: b.id, resubmit: true }, { token: a.token })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: 'idempotencyKey：重新提交时请提供幂等键',
    });
    for (const id of ['abc', '0', '99999999999', '999999']) {
      expect((await t.call(settlements.settlementDetailBase, { settlementId: id }, { token: a.token })).body).toMatchObject({
        flag: false,
        errorCode: 'E000404',
        errorMsg: '结算单不存在',
      });
    }
    expect(await status(b.id)).toBe('pending');
  });
});

describe('the status counters', () => {
  it('agree with the bills after everything above (issue, confirm, dispute, reject, correct, pay, fail, resubmit, delete)', async () => {
    const { counters, truth } = await countersAndTruth(t);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters).toEqual(truth);
  });
});
