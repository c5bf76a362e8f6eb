import * as candidates from '@contract/candidates';
import { CANDIDATE_STATUSES, canMoveCandidate, type CandidateStatus } from '@contract/candidates.meta';
import { parseIdNumber } from '@contract/id-number';
import * as orders from '@contract/orders';
import { seedDatabase } from '../../src/seed';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo orders and candidates', () => {
  it('give the demo administrator orders in every state and about sixty candidates over the whole pipeline', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const list = (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token })).body.data;
    expect(list.counts.ongoing).toBeGreaterThanOrEqual(5);
    expect(list.counts.finished).toBeGreaterThanOrEqual(1);
    expect(list.counts.cancelled).toBeGreaterThanOrEqual(1);
    expect(list.list.some((o) => o.assignees.length > 0)).toBe(true);

    const rows = await t.db.selectFrom('candidate').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(70);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(CANDIDATE_STATUSES));

    const ongoing = list.list.find((o) => o.status === 'ongoing' && o.candidateCounts.all > 0)!;
    const talents = (await t.call(candidates.talentList, { orderId: ongoing.orderId, pageNum: 1, pageSize: 30 }, { token })).body.data;
    expect(talents.total).toBe(ongoing.candidateCounts.all);
    const look = (await t.call(candidates.detailLook, { candidateId: talents.list[0]!.candidateId }, { token })).body.data;
    expect(look.timeline.at(-1)!.to).toBe(look.status);

    expect((await t.call(orders.myCommission, {}, { token })).body.data.earnedFen).toBeGreaterThan(0);
    expect((await t.call(orders.donateStatistics, { granularity: 'day' }, { token })).body.data.totals.submitted).toBeGreaterThan(0);
    expect((await t.call(orders.donorRecordList, { pageNum: 1, pageSize: 10 }, { token })).body.data.total).toBe(rows.length);
  });

  it('are consistent: valid ID numbers, timelines that follow the pipeline, one claim each', async () => {
    const rows = await t.db.selectFrom('candidate').selectAll().execute();
    const logs = await t.db.selectFrom('candidate_status_log').selectAll().orderBy('id').execute();
    const claims = await t.db.selectFrom('candidate_claim').selectAll().execute();
    expect(claims).toHaveLength(rows.length);
    for (const r of rows) {
      const id = parseIdNumber(r.id_number!);
      expect(id).toMatchObject({ ok: true, birthDate: r.birth_date, sex: r.sex });
      const mine = logs.filter((l) => l.candidate_id === r.id);
      expect(mine[0]).toMatchObject({ from_status: null, to_status: 'submitted' });
      for (const l of mine.slice(1)) expect(canMoveCandidate(l.from_status as CandidateStatus, l.to_status as CandidateStatus)).toBe(true);
      expect(mine.at(-1)!.to_status).toBe(r.status);
      expect(r.status_changed_at.getTime()).toBeLessThanOrEqual(t.clock().getTime());
    }
  });

  it('show a member what was distributed to them and what they took', async () => {
    const { token } = await loginAs(t, DEMO.member);
    const list = (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token })).body.data;
    const all = await t.db.selectFrom('task_order').select('id').execute();
    expect(list.total).toBeGreaterThan(0);
    expect(list.total).toBeLessThan(all.length);
  });

  it('are seeded once', async () => {
    const before = (await t.db.selectFrom('candidate').select('id').execute()).length;
    expect(await seedDatabase(t.db)).toBe(false);
    expect((await t.db.selectFrom('candidate').select('id').execute()).length).toBe(before);
  });

  it('leave the newest tasks free to take', async () => {
    const newest = await t.db.selectFrom('task').select('id').orderBy('publish_time', 'desc').limit(50).execute();
    const ordered = await t.db.selectFrom('task_order').select('task_id').execute();
    const taken = new Set(ordered.map((o) => o.task_id));
    expect(newest.filter((n) => taken.has(n.id))).toEqual([]);
  });
});

describe('a database seeded before orders existed', () => {
  it('gets the demo orders on its next start, around the orders the demo supplier already took', async () => {
    const old = await createTestApp();
    try {
      for (const table of [
        'settlement_idempotency',
        'settlement_event',
        'settlement_line',
        'attendance',
        'settlement',
        'partial_contract',
        'candidate_share',
        'candidate_status_log',
        'candidate_claim',
        'candidate',
        'order_assignee',
        'task_order',
        'task_site',
      ] as const) {
        await old.db.deleteFrom(table).execute();
      }
      await old.db.deleteFrom('app_meta').where('key', '=', 'seed_orders_version').execute();
      const { token } = await loginAs(old, DEMO.admin);
      const oldest = await old.db
        .selectFrom('task')
        .select('id')
        .where('status', '=', 1)
        .orderBy('publish_time')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect((await old.call(orders.takeOrder, { taskId: String(oldest.id) }, { token })).body.flag).toBe(true);
      expect(await seedDatabase(old.db, old.clock())).toBe(true);
      const list = (await old.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token })).body.data;
      expect(list.total).toBe(9);
      expect(await old.db.selectFrom('candidate').select('id').execute()).not.toHaveLength(0);
    } finally {
      await old.close();
    }
  });
});
