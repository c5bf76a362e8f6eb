import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import * as settlements from '@contract/settlements';
import { seedBills, seedManyBills } from '../../helpers/bills';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let ids: string[];
const at = (iso: string) => new Date(iso);
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  // amount, period and issue time each in a different order; two equal amounts (ties go by id, same direction).
  ids = await seedBills(
    t,
    a,
    [
      { totalFen: 30000, periodFrom: '2025-03-01', issuedAt: at('2025-04-02T02:00:00Z') },
      { totalFen: 10000, periodFrom: '2025-05-01', issuedAt: at('2025-04-01T02:00:00Z') },
      { totalFen: 770000, periodFrom: '2025-01-01', issuedAt: at('2025-04-03T02:00:00Z'), status: 'disputed' },
      { totalFen: 10000, periodFrom: '2025-02-01', issuedAt: at('2025-04-04T17:30:00Z') },
    ],
    { title: '=HYPERLINK("http://x","白班")' },
  );
});
afterAll(() => t.close());

const page = (q: Partial<settlements.SettlementPageRequest> = {}, token = a.token) =>
  t.call(settlements.settlementPage, { pageNum: 1, pageSize: 30, ...q }, { token });
const order = async (q: Partial<settlements.SettlementPageRequest>) => (await page(q)).body.data.list.map((b) => b.settlementId);
const exportList = (payload: object, token = a.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jy-turing-suppliers${settlements.settlementPageExport.path}`,
    headers: { authtoken: token },
    payload,
  });

async function sheetOf(res: { rawPayload: Buffer }): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('pc_settlement/auth/page sorting', () => {
  it('sorts by amount, period start and issue time, both ways, ties by id in the same direction; newest issued by default', async () => {
    const [b1, b2, b3, b4] = ids as [string, string, string, string];
    expect(await order({})).toEqual([b4, b3, b1, b2]);
    expect(await order({ sortField: 'totalAmount', sortOrder: 'asc' })).toEqual([b2, b4, b1, b3]);
    expect(await order({ sortField: 'totalAmount', sortOrder: 'desc' })).toEqual([b3, b1, b4, b2]);
    expect(await order({ sortField: 'totalAmount' })).toEqual([b3, b1, b4, b2]);
    expect(await order({ sortField: 'periodFrom', sortOrder: 'asc' })).toEqual([b3, b4, b1, b2]);
    expect(await order({ sortField: 'periodFrom', sortOrder: 'desc' })).toEqual([b2, b1, b4, b3]);
    expect(await order({ sortField: 'issuedAt', sortOrder: 'asc' })).toEqual([b2, b1, b3, b4]);
    expect(await order({ sortField: 'issuedAt', sortOrder: 'desc' })).toEqual([b4, b3, b1, b2]);
  });

  it('sorts within a status tab and across pages', async () => {
    const [b1, b2, , b4] = ids as [string, string, string, string];
    expect(await order({ status: 'pending', sortField: 'totalAmount', sortOrder: 'desc' })).toEqual([b1, b4, b2]);
    const second = (await page({ sortField: 'totalAmount', sortOrder: 'asc', pageSize: 2, pageNum: 2 })).body.data;
    expect(second).toMatchObject({ total: 4, pageNum: 2 });
    expect(second.list.map((b) => b.settlementId)).toEqual([b1, ids[2]]);
  });

  it('answers an unknown sort field or order, a huge page size and filters that do not parse in Chinese (E000400), never a 500', async () => {
    const cases: [object, RegExp][] = [
      [{ sortField: 'total_fen' }, /sortField：排序字段只能是 结算金额（totalAmount）、结算周期（periodFrom）、出具时间（issuedAt）/],
      [{ sortField: 'issuedAt', sortOrder: 'up' }, /sortOrder：排序方向只能是 asc（升序）或 desc（降序）/],
      [{ pageSize: 1e9 }, /pageSize：不能大于 100/],
      [{ pageNum: 0 }, /pageNum：不能小于 1/],
      [{ from: '2025-02-30' }, /from：日期格式不正确/],
      [{ from: 'yesterday' }, /from：日期格式不正确/],
      [{ from: '2025-06-01', to: '2025-05-01' }, /周期开始不能晚于周期结束/],
      [{ status: 'lost' }, /status：不是可选的结算单状态/],
      [{ sortField: ['totalAmount'] }, /sortField/],
    ];
    for (const [extra, message] of cases) {
      const res = await t.post(
        `/api/jy-turing-suppliers${settlements.settlementPage.path}`,
        { pageNum: 1, pageSize: 30, ...extra },
        { token: a.token },
      );
      expect(res.status, JSON.stringify(extra)).toBe(200);
      expect(res.body, JSON.stringify(extra)).toMatchObject({
        flag: false,
        errorCode: 'E000400',
        errorMsg: expect.stringMatching(message),
      });
    }
  });

  it('reads each sort from an index: no sort step over the supplier’s bills', async () => {
    for (const column of ['total_fen', 'period_from', 'issued_at']) {
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await sql<{
          'QUERY PLAN': string;
        }>`explain select id from settlement where supplier_id = ${a.supplierId} and deleted_at is null and status = 'pending' order by ${sql.ref(column)} desc, id desc limit 30`.execute(
          trx,
        );
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, column).toMatch(/Index (Only )?Scan/);
      expect(plan, column).not.toMatch(/Sort/);
    }
  });
});

describe('pc_settlement/auth/page_export', () => {
  it('answers the filtered, sorted list as a streamed .xlsx: Beijing times, yuan amounts, formula-safe text', async () => {
    const res = await exportList({ status: 'pending', sortField: 'issuedAt', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const sheet = await sheetOf(res);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '结算单号',
      '任务名称',
      '用工企业',
      '订单编号',
      '周期开始',
      '周期结束',
      '明细数',
      '结算金额（元）',
      '状态',
      '出具时间',
      '更正账单',
    ]);
    const [b1, b2, , b4] = ids as [string, string, string, string];
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([b2, b1, b4]);
    expect(sheet.rowCount).toBe(4);
    const last = sheet.getRow(4);
    expect(last.getCell(2).value).toBe(`'=HYPERLINK("http://x","白班")`);
    expect(last.getCell(8).value).toBe(100);
    expect(last.getCell(9).value).toBe('待确认');
    // 17:30 UTC on 4 April is 01:30 on 5 April in Beijing.
    expect(last.getCell(10).value).toBe('2025-04-05 01:30:00');
  });

  it('honours the keyword and period filters and refuses what does not parse with the envelope', async () => {
    const sheet = await sheetOf(await exportList({ from: '2025-01-01', to: '2025-02-15' }));
    expect(sheet.rowCount).toBe(3);
    const bad = await exportList({ sortField: 'amount' });
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json()).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('排序字段只能是') });
    expect((await exportList({ from: 'x' })).json()).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/jy-turing-suppliers${settlements.settlementPageExport.path}`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('never exports another supplier’s bills, and needs settlement:view', async () => {
    const other = await supplierMember(t);
    expect((await sheetOf(await exportList({}, other.token))).rowCount).toBe(1);
    const noView = await supplierMember(t, { authList: ['order:manage'] });
    expect((await exportList({}, noView.token)).json()).toMatchObject({ flag: false, errorCode: 'E000403' });
  });

  it('pages through ties in keyset batches: 2,500 bills come out in exactly the list’s order', { timeout: 120_000 }, async () => {
    const big = await supplierMember(t);
    await seedManyBills(t, big, 2500);
    for (const q of [
      { sortField: 'totalAmount', sortOrder: 'asc' },
      { sortField: 'issuedAt', sortOrder: 'desc' },
    ] as const) {
      const sheet = await sheetOf(await exportList(q, big.token));
      const exported: string[] = [];
      sheet.eachRow((row, n) => n > 1 && exported.push(String(row.getCell(1).value)));
      const listed: string[] = [];
      for (let p = 1; p <= 25; p++)
        listed.push(...(await page({ ...q, pageSize: 100, pageNum: p }, big.token)).body.data.list.map((b) => b.settlementId));
      expect(exported).toHaveLength(2500);
      expect(exported).toEqual(listed);
    }
  });
});
