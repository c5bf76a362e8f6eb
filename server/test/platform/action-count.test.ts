import { sql } from 'kysely';
import * as actions from '@contract/platform/audit';
import * as staff from '@contract/platform/staff';
import { createStaff, loginStaff, uniqueStaffPhone } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** 操作记录's totals come from a tally the database keeps; they must equal counting the log, whoever wrote it. */
describe('操作记录 totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counted = async (where = sql`true`) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from staff_action where ${where}`.execute(t.db)).rows[0]!.n);

  it('equal the log’s count, unfiltered and by staff member, action or both, through writes and deletes', async () => {
    const admin = await loginStaff(t, 'admin');
    // Operator commands (no staff member) and a console admin's actions.
    await createStaff(t, 'finance');
    await createStaff(t, 'reviewer');
    for (let i = 0; i < 3; i++)
      await t.call(staff.platformStaffCreate, { phone: uniqueStaffPhone(), name: `计数${i}`, role: 'operator' }, { token: admin.token });
    const created = await t.call(
      staff.platformStaffCreate,
      { phone: uniqueStaffPhone(), name: '改名前', role: 'operator' },
      { token: admin.token },
    );
    await t.call(staff.platformStaffUpdate, { staffId: created.body.data.staffId, name: '改名后' }, { token: admin.token });

    const totals = async () => {
      const total = async (filter: object) =>
        (await t.call(actions.platformActionList, { ...filter, pageSize: 1 }, { token: admin.token })).body.data.total;
      const id = Number(admin.staff.staffId);
      return {
        all: [await total({}), await counted()],
        mine: [await total({ staffId: admin.staff.staffId }), await counted(sql`staff_id = ${id}`)],
        creates: [await total({ action: 'staff.create' }), await counted(sql`action = 'staff.create'`)],
        myUpdates: [
          await total({ staffId: admin.staff.staffId, action: 'staff.update' }),
          await counted(sql`staff_id = ${id} and action = 'staff.update'`),
        ],
        none: [await total({ action: 'task.publish' }), 0],
      };
    };
    const before = await totals();
    for (const [got, want] of Object.values(before)) expect(got).toBe(want);
    expect(before.all[0]).toBeGreaterThanOrEqual(7);
    expect(before.mine[0]).toBe(5);
    expect(before.myUpdates[0]).toBe(1);

    // An operator's SQL by hand: the tally follows an update and a delete of several rows at once.
    await sql`update staff_action set action = 'staff.update' where staff_id = ${Number(admin.staff.staffId)} and summary like ${'%计数0%'}`.execute(
      t.db,
    );
    await sql`delete from staff_action where summary like ${'%计数1%'} or summary like ${'%计数2%'}`.execute(t.db);
    const after = await totals();
    for (const [got, want] of Object.values(after)) expect(got).toBe(want);
    expect(after.mine[0]).toBe(3);
    expect(after.myUpdates[0]).toBe(2);
  });
});
