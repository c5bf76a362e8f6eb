import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { sql } from 'kysely';
import { runCommand } from '../../../src/ops/runner';
import { orderFor, person } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * candidate_tally (migration 0023) is kept by triggers on candidate: whatever writes candidates — the services,
 * an operator command, plain SQL of several rows at once — it equals a count of the rows, and the lists' totals
 * read from it equal a count.
 */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

const key = (r: { order_id: number; status: string; n: number | string }) => `${r.order_id}/${r.status}=${Number(r.n)}`;
async function expectTallyExact() {
  const counted = await sql<{
    order_id: number;
    status: string;
    n: string;
  }>`select order_id, status, count(*) as n from candidate group by order_id, status`.execute(t.db);
  const tally = await t.db.selectFrom('candidate_tally').select(['order_id', 'status', 'n']).where('n', '<>', 0).execute();
  expect(tally.map(key).sort()).toEqual(counted.rows.map(key).sort());
}
const add = async (orderId: string, over = {}) =>
  (await t.call(candidates.addCandidate, { orderId, ...person(t), ...over }, { token: a.token })).body.data.candidateId;
const move = (candidateId: string, to: string) => runCommand('candidate-status', { candidate: candidateId, to }, t.ctx);
const total = async (body: object) =>
  (await t.call(orders.donorRecordList, { pageNum: 1, pageSize: 30, ...body }, { token: a.token })).body.data.total;

describe('candidate tally', () => {
  it('equals a count after adds, moves and multi-row SQL, and the totals read from it match a count', async () => {
    await expectTallyExact();
    const one = await orderFor(t, a, { title: '电子厂普工' });
    const two = await orderFor(t, a, { title: '仓库分拣员' });
    const ids = [await add(one.orderId), await add(one.orderId), await add(one.orderId), await add(two.orderId)];
    await move(ids[0]!, 'screened');
    await move(ids[1]!, 'rejected');
    await expectTallyExact();

    // Several rows in one statement, across orders and statuses, and a delete.
    await sql`update candidate set status = 'screened' where id in (${sql.join(ids.slice(2).map(Number))})`.execute(t.db);
    await expectTallyExact();
    const copy = await sql<{ id: number }>`
      insert into candidate (order_id, task_id, supplier_id, name, mobile, person_key, sex, age, degree, status, submitted_by, created_at, status_changed_at, updated_at)
      select order_id, task_id, supplier_id, name, mobile, person_key || 'x', sex, age, degree, 'hired', submitted_by, created_at, status_changed_at, updated_at
      from candidate where id = ${Number(ids[0])} returning id`.execute(t.db);
    await expectTallyExact();
    await sql`delete from candidate where id = ${copy.rows[0]!.id}`.execute(t.db);
    await expectTallyExact();

    // 「共 N 条」 of the delivery record (from the tally) and the same filters counted row by row (a date range).
    const supplierId = Number(
      (await t.db.selectFrom('candidate').select('supplier_id').where('id', '=', Number(ids[0])).executeTakeFirstOrThrow()).supplier_id,
    );
    const count = async (status?: string) =>
      Number(
        (
          await t.db
            .selectFrom('candidate')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('supplier_id', '=', supplierId)
            .$if(status !== undefined, (q) => q.where('status', '=', status!))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await total({})).toBe(await count());
    expect(await total({ status: 'screened' })).toBe(await count('screened'));
    expect(await total({ status: 'hired' })).toBe(0);
    expect(await total({ startDate: '2000-01-01', endDate: '2100-01-01' })).toBe(await count());

    // The talent list's per-status tabs of one order.
    const list = (await t.call(candidates.talentList, { orderId: one.orderId, pageNum: 1, pageSize: 30 }, { token: a.token })).body.data;
    expect(list.total).toBe(3);
  });
});
