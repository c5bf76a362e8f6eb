import { listCases, type BenchIds } from '../../bench/cases';
import {
  insertBenchCandidates,
  insertBenchSettlements,
  insertBenchStaffActions,
  insertBenchSuppliers,
  type Scale,
} from '../../bench/scale-data';
import { BENCH_STAFF, createBenchStaff } from '../../bench/sessions';
import { DEMO, loginAs } from '../helpers/session';
import { loginStaffPhone } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The bench's data in miniature: enough rows for every case's page (page 2 of the larger lists included). */
const TINY: Scale = {
  suppliers: 12,
  ordersPerSupplier: 3,
  demoOrders: 6,
  candidates: 4_000,
  demoCandidates: 2_000,
  hot: 600,
  settlements: 2_000,
  demoSettlements: 500,
  staffActions: 400,
};

let t: TestApp;
const ids: BenchIds = { hotOrderId: 0, hotTaskId: 0 };
const tokens = { supplier: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp();
  ids.hotOrderId = await insertBenchSuppliers(t.db, TINY);
  ids.hotTaskId = (
    await t.db.selectFrom('task_order').select('task_id').where('id', '=', ids.hotOrderId).executeTakeFirstOrThrow()
  ).task_id;
  await insertBenchCandidates(t.db, TINY, ids.hotOrderId);
  await insertBenchSettlements(t.db, TINY);
  await insertBenchStaffActions(t.db, TINY, await createBenchStaff(t.ctx));
  tokens.supplier = (await loginAs(t, DEMO.admin)).token;
  tokens.staff = (await loginStaffPhone(t, BENCH_STAFF)).token;
}, 120_000);
afterAll(() => t?.close());

describe('npm run bench:api’s cases', () => {
  const cases = listCases(() => ids);

  it('include the platform console’s lists, called as a staff member', () => {
    const staff = cases.filter((c) => c.session === 'staff').map((c) => c.endpoint.path);
    for (const path of [
      '/auth/suppliers/list',
      '/auth/tasks/list',
      '/auth/orders/platformOrderList',
      '/auth/orders/platformCandidateList',
      '/auth/settlements/platformSettlementList',
      '/auth/actions/list',
    ])
      expect(staff).toContain(path);
  });

  // A case the bench cannot measure (a refusal, an empty page) stops `npm run bench:api` after the seeding; here it fails first.
  it.each(cases.map((c) => [c.name, c] as const))('%s answers 200 with rows, with the bench’s data and session', async (_name, c) => {
    const res = await t.call(c.endpoint, c.body as never, c.session ? { token: tokens[c.session] } : {});
    expect([res.status, res.body.errorMsg]).toEqual([200, null]);
    const data = res.body.data as { list: unknown[]; total: number };
    expect(data.list.length).toBeGreaterThan(0);
  });
});
