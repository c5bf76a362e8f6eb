import ExcelJS from 'exceljs';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { orderFor, person } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let orderId: string;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  ({ orderId } = await orderFor(t, a, { title: '电子厂普工' }));
  ids = [];
  for (const name of ['张三', '=李四', '王五'])
    ids.push((await t.call(candidates.addCandidate, { orderId, ...person(t, { name }) }, { token: a.token })).body.data.candidateId);
  // Submission times out of id order (a sort by id would give itself away); 王五 moved on.
  const submitted = ['2025-03-02T01:00:00Z', '2025-03-01T16:30:00Z', '2025-03-03T01:00:00Z'];
  for (const [i, id] of ids.entries())
    await t.db
      .updateTable('candidate')
      .set({ created_at: new Date(submitted[i]!) })
      .where('id', '=', Number(id))
      .execute();
  await t.db.updateTable('candidate').set({ status: 'screened' }).where('id', '=', Number(ids[2])).execute();
});
afterAll(() => t.close());

const talents = async (q: Partial<candidates.TalentListRequest> = {}) =>
  (await t.call(candidates.talentList, { orderId, pageNum: 1, pageSize: 30, ...q }, { token: a.token })).body.data.list.map(
    (c) => c.candidateId,
  );
const records = async (q: object = {}) =>
  (await t.call(orders.donorRecordList, { pageNum: 1, pageSize: 30, ...q }, { token: a.token })).body.data.list.map((c) => c.candidateId);
const exportTalents = (payload: object, token = a.token) =>
  t.app.inject({ method: 'POST', url: `/api/jy-turing-suppliers${candidates.talentExport.path}`, headers: { authtoken: token }, payload });

describe('talent_list and donor_record_list sorting', () => {
  it('sort an order’s candidates and the delivery record by submission time, both ways; newest first by default', async () => {
    const [zhang, li, wang] = ids as [string, string, string];
    for (const read of [talents, records]) {
      expect(await read({})).toEqual([wang, zhang, li]);
      expect(await read({ sortField: 'submittedAt', sortOrder: 'desc' })).toEqual([wang, zhang, li]);
      expect(await read({ sortField: 'submittedAt', sortOrder: 'asc' })).toEqual([li, zhang, wang]);
    }
    expect(await talents({ status: 'submitted', sortField: 'submittedAt', sortOrder: 'asc' })).toEqual([li, zhang]);
  });

  it('refuses unknown sort fields and orders in Chinese', async () => {
    const bad = await t.post(
      `/api/jy-turing-suppliers${candidates.talentList.path}`,
      { orderId, pageNum: 1, pageSize: 30, sortField: 'name' },
      { token: a.token },
    );
    expect(bad.body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringMatching(/排序字段只能是 推荐时间（submittedAt）/),
    });
    const badOrder = await t.post(
      `/api/jy-turing-suppliers${orders.donorRecordList.path}`,
      { pageNum: 1, pageSize: 30, sortOrder: 'random' },
      { token: a.token },
    );
    expect(badOrder.body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringMatching(/sortOrder：排序方向只能是/),
    });
    const huge = await t.post(
      `/api/jy-turing-suppliers${candidates.talentList.path}`,
      { orderId, pageNum: 1, pageSize: 1e9 },
      { token: a.token },
    );
    expect(huge.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('不能大于 100') });
  });
});

describe('talent_export', () => {
  it('answers the order’s filtered, sorted candidates as .xlsx: masked ID numbers, Beijing times, formula-safe names', async () => {
    const res = await exportTalents({ orderId, status: 'submitted', sortField: 'submittedAt', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('姓名');
    expect(sheet.rowCount).toBe(3);
    const li = sheet.getRow(2);
    expect(li.getCell(1).value).toBe(ids[1]);
    expect(li.getCell(2).value).toBe("'=李四");
    expect(String(li.getCell(4).value)).toMatch(/\*{4,}/);
    expect(li.getCell(8).value).toBe('已推荐');
    expect(li.getCell(11).value).toBe('2025-03-02 00:30:00');
    expect(sheet.getRow(3).getCell(1).value).toBe(ids[0]);
  });

  it('another supplier’s order is not found (E000404) and nothing is written; bad input is the envelope', async () => {
    const other = await supplierMember(t);
    const res = await exportTalents({ orderId }, other.token);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect((await exportTalents({ orderId: '99999999' })).json()).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect((await exportTalents({ orderId, sortField: 'age' })).json()).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect((await exportTalents({})).json()).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('orderId'),
    });
  });
});
