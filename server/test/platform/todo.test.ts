import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import * as candidates from '@contract/candidates';
import { PLATFORM_BASE_PATH } from '@contract/http';
import type { StaffRole } from '@contract/platform/http';
import * as todo from '@contract/platform/todo';
import * as settlements from '@contract/settlements';
import * as verification from '@contract/verification';
import { orderFor, person } from '../helpers/candidates';
import { loginAs } from '../helpers/session';
import { pendingBill } from '../helpers/settlements';
import { loginStaff } from '../helpers/staff';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';
import { companyBody, scriptedOcr } from '../helpers/verification';

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  // Counted again 1 ms after a change: the pushes arrive without waiting out the production second.
  t = await createTestApp({ ocr: scriptedOcr(null), todoRecountMs: 1 });
  for (const role of ['reviewer', 'operator', 'finance', 'admin'] as const) tokens[role] = (await loginStaff(t, role)).token;
});
afterAll(() => t.close());

const counts = async (role: StaffRole) => (await t.call(todo.platformTodoCounts, {}, { token: tokens[role] })).body.data;

async function submitVerification(seed: number) {
  const token = (await loginAs(t, uniquePhone())).token;
  const res = await t.call(verification.companyAuth, await companyBody(t, token, seed, `待办测试有限公司${seed}`), { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
}

/** A staff socket and the counts it was sent, in order. */
const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((ws) => ws.terminate()));
async function socket() {
  const ws = await t.app.injectWS(PLATFORM_BASE_PATH + todo.TODO_SOCKET_PATH);
  sockets.push(ws);
  const received: todo.TodoCounts[] = [];
  let closed: { code: number; reason: string } | null = null;
  ws.on('message', (data) => received.push((JSON.parse(String(data)) as todo.TodoSocketMessage).counts));
  ws.on('close', (code, reason) => (closed = { code, reason: reason.toString() }));
  async function until<T>(check: () => T | undefined | null, what: string): Promise<T> {
    for (let i = 0; i < 300; i++) {
      const hit = check();
      if (hit !== undefined && hit !== null) return hit;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(received)}`);
  }
  return {
    received,
    auth: (token: string) => ws.send(JSON.stringify({ type: 'auth', token })),
    /** The n-th counts message (from 1). */
    counts: (n: number) => until(() => received[n - 1], `counts message #${n}`),
    closed: () => until(() => closed, 'the close'),
  };
}

describe('待办 counts', () => {
  it('gives each role the counts of its own business, the admin all of them', async () => {
    expect(await counts('reviewer')).toEqual({ verifications: expect.any(Number), disputes: null, failedPayouts: null, newCandidates: null });
    expect(await counts('finance')).toEqual({ verifications: null, disputes: expect.any(Number), failedPayouts: expect.any(Number), newCandidates: null });
    expect(await counts('operator')).toEqual({ verifications: null, disputes: null, failedPayouts: null, newCandidates: expect.any(Number) });
    const all = await counts('admin');
    for (const area of todo.TODO_AREAS) expect(all[area]).toEqual(expect.any(Number));
  });

  it('counts submissions under review and candidates not yet screened', async () => {
    const before = await counts('admin');
    await submitVerification(901);
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: m.token });
    await pendingBill(t, await supplierMember(t));
    const after = await counts('admin');
    expect(after.verifications).toBe(before.verifications! + 1);
    // pendingBill's candidates were moved past 已推荐 by the platform; only the new one waits.
    expect(after.newCandidates).toBe(before.newCandidates! + 1);
  });
});

describe('the live 待办 channel', () => {
  it('pushes a reviewer the new count the moment a supplier submits, without a reload', async () => {
    const s = await socket();
    s.auth(tokens.reviewer);
    const first = await s.counts(1);
    expect(first).toMatchObject({ disputes: null, newCandidates: null });
    await submitVerification(902);
    expect(await s.counts(2)).toEqual({ ...first, verifications: first.verifications! + 1 });
  });

  it('pushes finance a dispute the supplier raised; a reviewer, whose counts did not change, hears nothing', async () => {
    const m = await supplierMember(t);
    const bill = await pendingBill(t, m);
    const finance = await socket();
    finance.auth(tokens.finance);
    const reviewer = await socket();
    reviewer.auth(tokens.reviewer);
    const [first] = [await finance.counts(1), await reviewer.counts(1)];
    const res = await t.call(
      settlements.settlementConfirm,
      { settlementId: bill.id, action: 'dispute', reason: '工时与考勤不符', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(res.body.flag).toBe(true);
    expect(await finance.counts(2)).toEqual({ ...first, disputes: first.disputes! + 1 });
    expect(reviewer.received).toHaveLength(1);
  });

  it('refuses a supplier’s token, a forged one and anything before an auth message', async () => {
    const supplier = await supplierMember(t);
    for (const send of [(s: Awaited<ReturnType<typeof socket>>) => s.auth(supplier.token), (s: Awaited<ReturnType<typeof socket>>) => s.auth('forged.token.x')]) {
      const s = await socket();
      send(s);
      expect(await s.closed()).toEqual({ code: todo.TODO_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
    }
    const ws = await t.app.injectWS(PLATFORM_BASE_PATH + todo.TODO_SOCKET_PATH);
    sockets.push(ws);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('hello');
    expect(await closed).toBe(todo.TODO_SOCKET_CLOSE.unauthorized);
  });
});
