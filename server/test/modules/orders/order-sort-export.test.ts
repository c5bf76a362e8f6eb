import ExcelJS from 'exceljs';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { orderFor, person } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  const one = await orderFor(t, a, { title: '电子厂普工', company_name: '+苏州精密电子', reward_unit: 'person', reward_amount: 150000 });
  const two = await orderFor(t, a, { title: '仓库分拣员' });
  const three = await orderFor(t, a, { title: '快递分拣' });
  ids = [one.orderId, two.orderId, three.orderId];
  // Take times out of id order, so a sort by id would give itself away.
  const takenAt = ['2025-03-02T01:00:00Z', '2025-03-01T16:30:00Z', '2025-03-03T01:00:00Z'];
  for (const [i, id] of ids.entries())
    await t.db
      .updateTable('task_order')
      .set({ created_at: new Date(takenAt[i]!) })
      .where('id', '=', Number(id))
      .execute();
  await t.db.updateTable('task_order').set({ status: 2 }).where('id', '=', Number(three.orderId)).execute();
  await t.call(candidates.addCandidate, { orderId: one.orderId, ...person(t) }, { token: a.token });
});
afterAll(() => t.close());

const list = (q: Partial<orders.MyOrderListRequest> = {}, token = a.token) =>
  t.call(orders.myOrderList, { pageNum: 1, pageSize: 30, ...q }, { token });
const order = async (q: Partial<orders.MyOrderListRequest>) => (await list(q)).body.data.list.map((o) => o.orderId);
const exportOrders = (payload: object, token = a.token) =>
  t.app.inject({ method: 'POST', url: `/api/jy-turing-suppliers${orders.myOrderExport.path}`, headers: { authtoken: token }, payload });

describe('my_order_list sorting', () => {
  it('sorts by take time both ways (newest first by default), within a status tab too', async () => {
    const [one, two, three] = ids as [string, string, string];
    expect(await order({})).toEqual([three, one, two]);
    expect(await order({ sortField: 'takenAt', sortOrder: 'desc' })).toEqual([three, one, two]);
    expect(await order({ sortField: 'takenAt', sortOrder: 'asc' })).toEqual([two, one, three]);
    expect(await order({ sortField: 'takenAt', sortOrder: 'asc', status: 'ongoing' })).toEqual([two, one]);
    expect((await list({ sortField: 'takenAt', sortOrder: 'asc', pageSize: 1, pageNum: 3 })).body.data.list.map((o) => o.orderId)).toEqual([
      three,
    ]);
  });

  it('refuses an unknown sort field, a huge page size and a bad status in Chinese', async () => {
    for (const [extra, message] of [
      [{ sortField: 'created_at' }, /排序字段只能是 接单时间（takenAt）/],
      [{ sortOrder: 'DESC' }, /排序方向只能是/],
      [{ pageSize: 1e9 }, /pageSize：不能大于 100/],
      [{ status: 'done' }, /status：不是可选的订单状态/],
    ] as const) {
      const res = await t.post(
        `/api/jy-turing-suppliers${orders.myOrderList.path}`,
        { pageNum: 1, pageSize: 30, ...extra },
        { token: a.token },
      );
      expect(res.body, JSON.stringify(extra)).toMatchObject({
        flag: false,
        errorCode: 'E000400',
        errorMsg: expect.stringMatching(message),
      });
    }
  });
});

describe('my_order_export', () => {
  it('answers the filtered, sorted orders as .xlsx with Beijing take times and formula-safe text', async () => {
    const res = await exportOrders({ status: 'ongoing', sortField: 'takenAt', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '订单编号',
      '任务名称',
      '用工企业',
      '城市',
      '佣金（元）',
      '佣金单位',
      '已推荐',
      '已入职',
      '状态',
      '接单人',
      '分配给',
      '接单时间',
    ]);
    expect(sheet.rowCount).toBe(3);
    const [one, two] = ids as [string, string];
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([two, one]);
    // 16:30 UTC on 1 March is 00:30 on 2 March in Beijing.
    expect(sheet.getRow(2).getCell(12).value).toBe('2025-03-02 00:30:00');
    const first = sheet.getRow(3);
    expect(first.getCell(3).value).toBe("'+苏州精密电子");
    expect(first.getCell(5).value).toBe(1500);
    expect(first.getCell(6).value).toBe('元/人');
    expect(first.getCell(7).value).toBe(1);
    expect(first.getCell(9).value).toBe('进行中');
  });

  it('shows nobody else’s orders, needs order:manage, and refuses bad input with the envelope', async () => {
    const other = await supplierMember(t);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportOrders({}, other.token)).rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1);
    const noOrders = await supplierMember(t, { authList: ['candidate:manage'] });
    expect((await exportOrders({}, noOrders.token)).json()).toMatchObject({ flag: false, errorCode: 'E000403' });
    expect((await exportOrders({ sortField: 'x' })).json()).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('排序字段只能是'),
    });
    expect((await exportOrders({ pageNum: 1 })).json()).toMatchObject({ flag: false, errorCode: 'E000400' });
  });
});
