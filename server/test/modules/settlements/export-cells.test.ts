import ExcelJS from 'exceljs';
import * as orders from '@contract/orders';
import * as settlements from '@contract/settlements';
import { attend, hiredOrder, issueMay, mayDays } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** What users typed comes out of every export as text, never as a formula. */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

const FORMULA = "=cmd|' /C calc'!A0";
const exported = async (path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/jy-turing-suppliers${path}`, headers: { authtoken: a.token }, payload });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!.getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1));
};

it("the settlement export and the delivery records put a ' before a task or candidate name that starts a formula", async () => {
  const o = await hiredOrder(t, a, 1, { title: FORMULA, company_name: '@SUM(1+1)', reward_amount: 2500, reward_unit: 'hour' });
  const [candidateId] = o.candidateIds;
  await t.db.updateTable('candidate').set({ name: '-2+3' }).where('id', '=', Number(candidateId)).execute();
  await attend(t, o.orderId, candidateId!, mayDays(2));
  const id = await issueMay(t, o.orderId);
  const bill = await exported(settlements.settlementExport.path, { settlementId: id });
  expect(bill.find((r) => r[0] === '任务')).toEqual(['任务', `'${FORMULA}`]);
  expect(bill.find((r) => r[0] === '用工企业')).toEqual(['用工企业', "'@SUM(1+1)"]);
  const line = bill.find((r) => r[1] === candidateId)!;
  expect(line[0]).toBe("'-2+3");
  // Money stays numbers (price, gross, deduction, its reason, amount).
  expect(line.slice(4, 9)).toEqual([25, 400, 0, '', 400]);

  const records = await exported(orders.donorRecordExport.path, { taskId: String(o.taskId) });
  expect(records[1]!.slice(0, 4)).toEqual([`'${FORMULA}`, "'@SUM(1+1)", o.orderId, "'-2+3"]);
});
