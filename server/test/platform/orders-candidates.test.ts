import * as candidates from '@contract/candidates';
import * as platform from '@contract/platform/orders';
import { orderFor, orderOnTask, person } from '../helpers/candidates';
import { loginStaff } from '../helpers/staff';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** 订单与候选人 in the console: the lists, the moves (the same operation as ops candidate-status) and who may call them. */
let t: TestApp;
let a: Member;
let b: Member;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await supplierMember(t), await supplierMember(t)];
  operator = (await loginStaff(t, 'operator')).token;
});
afterAll(() => t.close());

async function submitted(member: Member, orderId: string): Promise<string> {
  const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: member.token });
  if (!res.body.flag) throw new Error(String(res.body.errorMsg));
  return res.body.data.candidateId;
}
const move = (payload: Parameters<typeof t.call<typeof platform.platformCandidateMove>>[1], token = operator) =>
  t.call(platform.platformCandidateMove, payload, { token });
const statusOf = async (id: string) =>
  (await t.db.selectFrom('candidate').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow()).status;
const actions = async (targetId: string) =>
  t.db.selectFrom('staff_action').select(['action', 'summary', 'staff_role']).where('target_id', '=', targetId).orderBy('id').execute();

describe('who may call', () => {
  it('operator and admin; reviewer and finance 403; no token or a supplier token 401; nothing changes', async () => {
    const { taskId, orderId } = await orderFor(t, a);
    const id = await submitted(a, orderId);
    for (const role of ['reviewer', 'finance'] as const) {
      const token = (await loginStaff(t, role)).token;
      for (const res of [
        await t.call(platform.platformOrderList, { taskId: String(taskId) }, { token }),
        await t.call(platform.platformCandidateList, { orderId }, { token }),
        await move({ candidateId: id, from: 'submitted', to: 'screened' }, token),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: expect.stringContaining('运营') });
      }
    }
    for (const token of [undefined, a.token]) {
      const res = await t.call(platform.platformCandidateMove, { candidateId: id, from: 'submitted', to: 'screened' }, { token });
      expect(res.status).toBe(401);
    }
    expect(await statusOf(id)).toBe('submitted');
    const admin = (await loginStaff(t, 'admin')).token;
    expect((await t.call(platform.platformOrderList, { taskId: String(taskId) }, { token: admin })).body.flag).toBe(true);
  });
});

describe('lists', () => {
  it("a task's orders, one per supplier, with candidates per status; an order's and a task's candidates by status", async () => {
    const { taskId, orderId: orderA } = await orderFor(t, a);
    const orderB = await orderOnTask(t, b, taskId);
    const [a1, a2] = [await submitted(a, orderA), await submitted(a, orderA)];
    const b1 = await submitted(b, orderB);
    expect((await move({ candidateId: a1, from: 'submitted', to: 'screened' })).body.flag).toBe(true);

    const orders = await t.call(platform.platformOrderList, { taskId: String(taskId) }, { token: operator });
    expect(orders.body.data.total).toBe(2);
    const bySupplier = Object.fromEntries(orders.body.data.list.map((o) => [o.supplierId, o]));
    expect(bySupplier[String(a.supplierId)]).toMatchObject({ orderId: orderA, candidateCounts: { all: 2, submitted: 1, screened: 1 } });
    expect(bySupplier[String(b.supplierId)]).toMatchObject({ orderId: orderB, candidateCounts: { all: 1, submitted: 1 } });
    expect(bySupplier[String(b.supplierId)]!.supplierName).toMatch(/测试供应商/);
    // A supplier's orders by status; with the task too; a status it has none of.
    const ofB = await t.call(platform.platformOrderList, { supplierId: String(b.supplierId), status: 'ongoing' }, { token: operator });
    expect(ofB.body.data).toMatchObject({ total: 1, list: [{ orderId: orderB, taskId: String(taskId) }] });
    const bOnTask = await t.call(
      platform.platformOrderList,
      { taskId: String(taskId), supplierId: String(b.supplierId) },
      { token: operator },
    );
    expect(bOnTask.body.data.list.map((o) => o.orderId)).toEqual([orderB]);
    const cancelled = await t.call(
      platform.platformOrderList,
      { supplierId: String(b.supplierId), status: 'cancelled' },
      { token: operator },
    );
    expect(cancelled.body.data).toMatchObject({ total: 0, list: [] });

    const ofTask = await t.call(platform.platformCandidateList, { taskId: String(taskId), status: 'submitted' }, { token: operator });
    expect(ofTask.body.data).toMatchObject({ total: 2, counts: { all: 3, submitted: 2, screened: 1 } });
    expect(ofTask.body.data.list.map((c) => c.candidateId).sort()).toEqual([a2, b1].sort());
    expect(ofTask.body.data.list[0]!.moves).toEqual(['screened', 'rejected']);

    const ofOrder = await t.call(platform.platformCandidateList, { orderId: orderA, pageSize: 1 }, { token: operator });
    expect(ofOrder.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(ofOrder.body.data.list).toHaveLength(1);
    const screened = await t.call(
      platform.platformCandidateList,
      { orderId: orderA, taskId: String(taskId), status: 'screened' },
      { token: operator },
    );
    expect(screened.body.data).toMatchObject({ total: 1, counts: { all: 2, screened: 1 } });
    expect(screened.body.data.list.map((c) => c.candidateId)).toEqual([a1]);
    // A page past the last: the counts, no rows.
    const past = await t.call(platform.platformCandidateList, { orderId: orderA, pageNum: 3, pageSize: 1 }, { token: operator });
    expect(past.body.data).toMatchObject({ total: 2, list: [], counts: { all: 2 } });
    // An order of another task, an id that cannot exist: nothing.
    const other = await t.call(platform.platformCandidateList, { orderId: orderB, taskId: '999999' }, { token: operator });
    expect(other.body.data).toMatchObject({ total: 0, list: [] });
    const none = await t.call(platform.platformCandidateList, {} as never, { token: operator });
    expect(none.body).toMatchObject({ flag: false, errorCode: 'E000400' });
  });
});

describe('moves', () => {
  it('初筛通过 → 安排面试 (time, place) → 已入职 (day): the supplier sees each, with a notice; each is a staff action', async () => {
    const { orderId } = await orderFor(t, a);
    const id = await submitted(a, orderId);
    expect((await move({ candidateId: id, from: 'submitted', to: 'screened' })).body).toMatchObject({
      flag: true,
      data: { to: 'screened' },
    });
    const interview = await move({
      candidateId: id,
      from: 'screened',
      to: 'interviewed',
      interviewAt: '2025-06-05T14:30:00+08:00',
      interviewPlace: '上海市浦东新区张江路 100 号',
    });
    expect(interview.body).toMatchObject({
      flag: true,
      data: { note: '面试时间：2025-06-05 14:30，面试地点：上海市浦东新区张江路 100 号' },
    });
    // Before the submission (the test clock's day is 2025-06-02): refused.
    const early = await move({ candidateId: id, from: 'interviewed', to: 'hired', hiredOn: '2025-06-01' });
    expect(early.body).toMatchObject({ flag: false, errorMsg: '入职日期不能早于推荐日期 2025-06-02' });
    const hired = await move({ candidateId: id, from: 'interviewed', to: 'hired', hiredOn: '2025-06-02' });
    expect(hired.body).toMatchObject({ flag: true, data: { from: 'interviewed', to: 'hired', note: '入职日期：2025-06-02' } });

    const look = (await t.call(candidates.detailLook, { candidateId: id }, { token: a.token })).body.data;
    expect(look.status).toBe('hired');
    expect(look.timeline.slice(1).map((e) => [e.to, e.by, e.note ?? null])).toEqual([
      ['screened', '平台', null],
      ['interviewed', '平台', '面试时间：2025-06-05 14:30，面试地点：上海市浦东新区张江路 100 号'],
      ['hired', '平台', '入职日期：2025-06-02'],
    ]);
    const notices = await t.db
      .selectFrom('supplier_notice')
      .select('body')
      .where('user_id', '=', a.userId)
      .where('kind', '=', 'candidate_status')
      .execute();
    expect(notices.map((n) => n.body).join('\n')).toContain('面试地点：上海市浦东新区张江路 100 号');
    expect((await actions(id)).map((r) => [r.action, r.staff_role])).toEqual([
      ['candidate.move', 'operator'],
      ['candidate.move', 'operator'],
      ['candidate.move', 'operator'],
    ]);
    expect((await actions(id))[2]!.summary).toContain('已入职');
  });

  it('不合适 needs a reason; bad details and impossible moves are refused in Chinese and change nothing', async () => {
    const { orderId } = await orderFor(t, a);
    const id = await submitted(a, orderId);
    const refused = [
      await move({ candidateId: id, from: 'submitted', to: 'rejected' } as never),
      await move({ candidateId: id, from: 'submitted', to: 'interviewed', interviewAt: '2025-06-05T14:30:00+08:00' } as never),
      await move({ candidateId: id, from: 'submitted', to: 'promoted' } as never),
      await move({ candidateId: id, from: 'submitted', to: 'hired', hiredOn: '2025-06-01' }),
      await move({ candidateId: '999999', from: 'submitted', to: 'screened' }),
    ];
    expect(refused.map((r) => r.body.errorCode)).toEqual(['E000400', 'E000400', 'E000400', 'E000409', 'E000404']);
    expect(refused[3]!.body.errorMsg).toBe('不能从「已推荐」改为「已入职」');
    for (const r of refused) expect(r.body.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await statusOf(id)).toBe('submitted');
    expect(await actions(id)).toEqual([]);

    await move({ candidateId: id, from: 'submitted', to: 'screened' });
    await move({ candidateId: id, from: 'screened', to: 'interviewed', interviewAt: '2025-06-05T14:30:00+08:00', interviewPlace: '总部' });
    const future = await move({ candidateId: id, from: 'interviewed', to: 'hired', hiredOn: '2025-06-09' });
    expect(future.body).toMatchObject({ flag: false, errorMsg: '入职日期不能晚于今天' });
    expect(await statusOf(id)).toBe('interviewed');
    const no = await move({ candidateId: id, from: 'interviewed', to: 'rejected', reason: '薪资期望不符' });
    expect(no.body).toMatchObject({ flag: true, data: { to: 'rejected' } });
    const row = await t.db
      .selectFrom('candidate')
      .select(['status', 'reject_reason'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', reject_reason: '薪资期望不符' });
  });

  it('a stale move (the candidate moved since the console showed it) is refused, nothing changed', async () => {
    const { orderId } = await orderFor(t, a);
    const id = await submitted(a, orderId);
    expect((await move({ candidateId: id, from: 'submitted', to: 'screened' })).body.flag).toBe(true);
    // A second operator looking at the same row, still 已推荐, also clicks 初筛通过 / 不合适.
    const again = await move({ candidateId: id, from: 'submitted', to: 'screened' });
    const reject = await move({ candidateId: id, from: 'submitted', to: 'rejected', reason: '重复' });
    for (const r of [again, reject]) {
      expect(r.body).toMatchObject({ flag: false, errorCode: 'E000409' });
      expect(r.body.errorMsg).toContain('已是「筛选通过」');
      expect(r.body.errorMsg).toContain('请刷新后再操作');
    }
    expect(await statusOf(id)).toBe('screened');
    expect(await actions(id)).toHaveLength(1);
  });
});
