import * as candidates from '@contract/candidates';
import { orderFor, person, relogin } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** An expected interview time before now (the server's clock, shown in Beijing time) is refused wherever it is typed. */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

/** The test clock's instant `minutes` away, as the SPA sends it (Beijing offset). */
function at(minutes: number): string {
  const d = new Date(t.clock().getTime() + minutes * 60_000 + 8 * 3600_000);
  return `${d.toISOString().slice(0, 16)}:00+08:00`;
}
const nowText = () => new Date(t.clock().getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const refusal = () => ({
  flag: false,
  errorCode: 'E000400',
  errorMsg: `期望面试时间不能早于当前时间（北京时间 ${nowText()}），请重新选择`,
});
const rowsOn = (orderId: string) => t.db.selectFrom('candidate').selectAll().where('order_id', '=', Number(orderId)).execute();

describe('a past expected interview time', () => {
  it('is refused on add and check with a clear Chinese message, and nothing is stored; the current minute and later are taken', async () => {
    const { orderId } = await orderFor(t, a);
    const yesterday = person(t, { expectedInterviewTime: at(-24 * 60) });
    expect((await t.call(candidates.addCandidate, { orderId, ...yesterday }, { token: a.token })).body).toMatchObject(refusal());
    expect(
      (await t.call(candidates.addCandidate, { orderId, ...person(t, { expectedInterviewTime: at(-1) }) }, { token: a.token })).body,
    ).toMatchObject(refusal());
    expect((await t.call(candidates.checkCandidate, { orderId, ...yesterday }, { token: a.token })).body.data).toMatchObject({
      ok: false,
      reason: refusal().errorMsg,
    });
    expect(await rowsOn(orderId)).toHaveLength(0);

    expect(
      (await t.call(candidates.addCandidate, { orderId, ...person(t, { expectedInterviewTime: at(0) }) }, { token: a.token })).body.flag,
    ).toBe(true);
    expect(
      (await t.call(candidates.addCandidate, { orderId, ...person(t, { expectedInterviewTime: at(60) }) }, { token: a.token })).body.flag,
    ).toBe(true);
    expect(await rowsOn(orderId)).toHaveLength(2);
  });

  it('is refused when set or changed later; a stored time that has since passed may be sent back unchanged', async () => {
    const { orderId } = await orderFor(t, a);
    const p = person(t, { expectedInterviewTime: at(30) });
    const { candidateId } = (await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.data;
    expect(
      (await t.call(candidates.setExpectedInterviewTime, { candidateId, expectedInterviewTime: at(-5) }, { token: a.token })).body,
    ).toMatchObject(refusal());
    expect(
      (await t.call(candidates.updateCandidate, { candidateId, ...p, expectedInterviewTime: at(-5) }, { token: a.token })).body,
    ).toMatchObject(refusal());
    const [row] = await rowsOn(orderId);
    expect(row!.expected_interview_time).toEqual(new Date(at(30)));

    // An hour on, the stored time is past: editing the other fields keeps it, a new past time is still refused.
    t.clock.advance(3600);
    const { token } = await relogin(t, a);
    expect((await t.call(candidates.updateCandidate, { candidateId, ...p, remark: '改了备注' }, { token })).body.flag).toBe(true);
    expect(
      (await t.call(candidates.setExpectedInterviewTime, { candidateId, expectedInterviewTime: at(-10) }, { token })).body,
    ).toMatchObject(refusal());
    expect(
      (await t.call(candidates.setExpectedInterviewTime, { candidateId, expectedInterviewTime: at(24 * 60) }, { token })).body.flag,
    ).toBe(true);
    expect((await t.call(candidates.setExpectedInterviewTime, { candidateId, expectedInterviewTime: null }, { token })).body.flag).toBe(
      true,
    );
  });
});
