import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { sql } from 'kysely';
import { periodStarts } from '../../../src/modules/candidates/records';
import { pageRecords } from '../../../src/modules/candidates/records-repo';
import { runCommand } from '../../../src/ops/runner';
import { callExport, expectRefusedExport, exportedWorkbook } from '../../helpers/exports';
import { orderFor, person, relogin } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  a = await supplierMember(t);
});
afterAll(() => t.close());

const move = (candidateId: string, to: string, reason?: string) =>
  runCommand('candidate-status', { candidate: candidateId, to, ...(reason ? { reason } : {}) }, t.ctx);
const add = async (orderId: string, over = {}) =>
  (await t.call(candidates.addCandidate, { orderId, ...person(t), ...over }, { token: a.token })).body.data.candidateId;

describe('donor_record_list and export', () => {
  it('lists every submission of the supplier, newest first, filtered by period, task, status and keyword', async () => {
    const one = await orderFor(t, a, { title: '电子厂普工' });
    const two = await orderFor(t, a, { title: '仓库分拣员' });
    const c1 = await add(one.orderId, { name: '张三' });
    t.clock.advance(24 * 3600);
    a = await relogin(t, a);
    const c2 = await add(two.orderId, { name: '李四' });
    const c3 = await add(one.orderId, { name: '王五' });
    await move(c3, 'screened');

    const all = (await t.call(orders.donorRecordList, { pageNum: 1, pageSize: 30 }, { token: a.token })).body.data;
    expect(all.list.map((r) => r.candidateId)).toEqual([c3, c2, c1]);
    expect(all.list[0]).toMatchObject({
      taskTitle: '电子厂普工',
      orderId: one.orderId,
      name: '王五',
      status: 'screened',
      statusLabel: '筛选通过',
      submittedBy: expect.any(String),
    });
    const q = (extra: object) => t.call(orders.donorRecordList, { pageNum: 1, pageSize: 30, ...extra }, { token: a.token });
    expect((await q({ taskId: String(one.taskId) })).body.data.list.map((r) => r.candidateId)).toEqual([c3, c1]);
    expect((await q({ status: 'screened' })).body.data.list.map((r) => r.candidateId)).toEqual([c3]);
    expect((await q({ keyword: '李' })).body.data.list.map((r) => r.candidateId)).toEqual([c2]);
    const firstDay = all.list[2]!.submittedAt.slice(0, 10);
    expect((await q({ startDate: firstDay, endDate: firstDay })).body.data.list.map((r) => r.candidateId)).toEqual([c1]);
    expect((await q({ startDate: '2025-13-01' })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('startDate'),
    });
    expect((await q({ startDate: '2025-06-05', endDate: '2025-06-01' })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('开始日期不能晚于结束日期'),
    });
    expect((await q({ pageSize: 2, pageNum: 2 })).body.data).toMatchObject({ total: 3, list: [{ candidateId: c1 }] });

    const book = await exportedWorkbook(await callExport(t, orders.donorRecordExport, { taskId: String(one.taskId) }, a.token));
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('任务');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(3).getCell(4).value]).toEqual(['王五', '张三']);

    expectRefusedExport(await callExport(t, orders.donorRecordExport, { status: 'lost' }, a.token), 'E000400');
    expect((await callExport(t, orders.donorRecordExport, {})).statusCode).toBe(401);
  });
});

describe("the export's keyset paging", () => {
  it("reads every record once, in the list's order, across equal times and times a microsecond apart", async () => {
    const { orderId } = await orderFor(t, a);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await add(orderId));
    // Same clock: equal times; one a microsecond later, which a JavaScript Date cannot tell apart.
    await t.db
      .updateTable('candidate')
      .set({ created_at: sql`created_at + interval '1 microsecond'` })
      .where('id', '=', Number(ids[1]))
      .execute();
    const f = { supplierId: a.supplierId, orderIds: null };
    const listed = (await pageRecords(t.db, f, { offset: 0, limit: 10 })).map((r) => r.id);
    const seen: number[] = [];
    let afterId: number | undefined;
    for (
      let rows = await pageRecords(t.db, f, { offset: 0, limit: 2 });
      rows.length > 0;
      rows = await pageRecords(t.db, f, { offset: 0, limit: 2, afterId })
    ) {
      seen.push(...rows.map((r) => r.id));
      afterId = rows.at(-1)!.id;
    }
    expect(listed).toHaveLength(5);
    expect(seen).toEqual(listed);
  });
});

describe('donate_statistics', () => {
  it('counts submissions, interviews and hires in the period of each', async () => {
    const { orderId } = await orderFor(t, a);
    const today = (await t.call(orders.donateStatistics, { granularity: 'day' }, { token: a.token })).body.data;
    expect(today.buckets).toHaveLength(30);
    const c1 = await add(orderId);
    const c2 = await add(orderId);
    await move(c1, 'screened');
    await move(c1, 'interviewed');
    t.clock.advance(24 * 3600);
    a = await relogin(t, a);
    await move(c1, 'hired');
    await move(c2, 'rejected', '不合适');
    const stats = (await t.call(orders.donateStatistics, { granularity: 'day' }, { token: a.token })).body.data;
    expect(stats.totals).toEqual({ submitted: 2, interviewed: 1, hired: 1 });
    const [yesterday, now] = stats.buckets.slice(-2);
    expect(yesterday).toMatchObject({ submitted: 2, interviewed: 1, hired: 0 });
    expect(now).toMatchObject({ submitted: 0, interviewed: 0, hired: 1 });
    const months = (await t.call(orders.donateStatistics, { granularity: 'month' }, { token: a.token })).body.data;
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.at(-1)!.period).toMatch(/-01$/);
    expect(months.totals).toEqual({ submitted: 2, interviewed: 1, hired: 1 });
    expect((await t.call(orders.donateStatistics, { granularity: 'year' as never }, { token: a.token })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('granularity'),
    });
  });

  it('weeks start on Monday, months on the 1st', () => {
    expect(periodStarts('week', '2025-06-04', '2025-06-16')).toEqual(['2025-06-02', '2025-06-09', '2025-06-16']);
    expect(periodStarts('month', '2024-12-15', '2025-02-01')).toEqual(['2024-12-01', '2025-01-01', '2025-02-01']);
    expect(periodStarts('day', '2025-02-27', '2025-03-01')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
  });
});
