import * as candidates from '@contract/candidates';
import type { Endpoint } from '@contract/http';
import * as orders from '@contract/orders';
import { orderFor, person } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Another supplier's order or candidate id is "not found" on every endpoint that takes one, and changes nothing. */
let t: TestApp;
let owner: Member;
let intruder: Member;
let orderId: string;
let candidateId: string;
let snapshot: string;

const detail = { education: [], work: [], skills: ['叉车证'] };
const candidateState = async () =>
  JSON.stringify(await t.db.selectFrom('candidate').selectAll().where('id', '=', Number(candidateId)).executeTakeFirst());

beforeAll(async () => {
  t = await createTestApp();
  owner = await supplierMember(t);
  intruder = await supplierMember(t);
  ({ orderId } = await orderFor(t, owner));
  candidateId = (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: owner.token })).body.data.candidateId;
  await t.call(candidates.detailAdd, { candidateId, ...detail }, { token: owner.token });
  await orderFor(t, intruder);
  snapshot = await candidateState();
});
afterAll(() => t.close());

const cases: [string, Endpoint, () => unknown, string][] = [
  ['add', candidates.addCandidate, () => ({ orderId, ...person(t) }), '订单不存在'],
  ['check', candidates.checkCandidate, () => ({ orderId, ...person(t) }), '订单不存在'],
  ['update', candidates.updateCandidate, () => ({ candidateId, ...person(t) }), '候选人不存在'],
  ['talent_list', candidates.talentList, () => ({ orderId, pageNum: 1, pageSize: 30 }), '订单不存在'],
  ['detail_add', candidates.detailAdd, () => ({ candidateId, ...detail }), '候选人不存在'],
  ['detail_edit', candidates.detailEdit, () => ({ candidateId, ...detail }), '候选人不存在'],
  ['detail_look', candidates.detailLook, () => ({ candidateId }), '候选人不存在'],
  ['select_site_list', candidates.selectSiteList, () => ({ orderId }), '订单不存在'],
  ['remark', candidates.setRemark, () => ({ candidateId, remark: '改掉' }), '候选人不存在'],
  [
    'expected_interview_time',
    candidates.setExpectedInterviewTime,
    () => ({ candidateId, expectedInterviewTime: '2025-06-09T10:00:00+08:00' }),
    '候选人不存在',
  ],
  ['share_info', candidates.shareInfo, () => ({ candidateId }), '候选人不存在'],
  ['distribute_order', orders.distributeOrder, () => ({ orderId, userIds: [] }), '订单不存在'],
  ['get_order_member_list', orders.getOrderMemberList, () => ({ orderId }), '订单不存在'],
];

describe('tenant isolation', () => {
  it.each(cases)('%s: another supplier gets "not found"', async (_name, endpoint, payload, message) => {
    const res = await t.call(endpoint, payload() as never, { token: intruder.token });
    expect(res.body).toEqual({ flag: false, errorCode: 'E000404', errorMsg: message, data: null });
    expect(await candidateState()).toBe(snapshot);
  });

  it.each(cases)('%s: the owner is answered (the ids are real)', async (_name, endpoint, payload) => {
    if (endpoint === candidates.addCandidate || endpoint === candidates.updateCandidate) return; // they change data: covered elsewhere
    const res = await t.call(endpoint, payload() as never, { token: owner.token });
    expect(res.body.errorCode).not.toBe('E000404');
  });

  it('ids that cannot exist are "not found" too, never a 500', async () => {
    for (const id of ['0', '-1', 'abc', '99999999999', '1e3', ' ']) {
      const res = await t.call(candidates.detailLook, { candidateId: id }, { token: owner.token });
      expect(res.status).toBe(200);
      expect(['E000404', 'E000400']).toContain(res.body.errorCode);
    }
  });

  it("the delivery record, statistics and commission never show another supplier's submissions", async () => {
    const records = await t.call(orders.donorRecordList, { pageNum: 1, pageSize: 30 }, { token: intruder.token });
    expect(records.body.data.total).toBe(0);
    const byTask = await t.call(
      orders.donorRecordList,
      {
        taskId: (
          await t.db.selectFrom('task_order').select('task_id').where('id', '=', Number(orderId)).executeTakeFirstOrThrow()
        ).task_id.toString(),
        pageNum: 1,
        pageSize: 30,
      },
      { token: intruder.token },
    );
    expect(byTask.body.data.total).toBe(0);
    expect((await t.call(orders.donateStatistics, { granularity: 'day' }, { token: intruder.token })).body.data.totals).toEqual({
      submitted: 0,
      interviewed: 0,
      hired: 0,
    });
    expect((await t.call(orders.myCommission, {}, { token: intruder.token })).body.data).toMatchObject({
      earnedFen: 0,
      pendingFen: 0,
      byTask: [],
    });
    expect(
      (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token: intruder.token })).body.data.list.map((o) => o.orderId),
    ).not.toContain(orderId);
  });

  it('a share token works only for the card it was made for, and nothing about the supplier leaks', async () => {
    const { token } = (await t.call(candidates.shareInfo, { candidateId }, { token: owner.token })).body.data;
    const card = (await t.call(candidates.showTalentInfo, { token })).body.data;
    const supplier = await t.db.selectFrom('supplier').select('name').where('id', '=', owner.supplierId).executeTakeFirstOrThrow();
    expect(JSON.stringify(card)).not.toContain(supplier.name);
    expect(Object.keys(card)).not.toContain('candidateId');
  });
});
