import * as settlements from '@contract/settlements';
import { ops, payoutAccount, pendingBill } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Another supplier's bill is "not found" on every endpoint, whatever its state, and nothing of it changes. */
let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  b = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
  await payoutAccount(t, b.supplierId);
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const snapshot = async (id: string) => ({
  bill: await t.db.selectFrom('settlement').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow(),
  events: await t.db
    .selectFrom('settlement_event')
    .select(['event', 'actor_user_id'])
    .where('settlement_id', '=', Number(id))
    .orderBy('id')
    .execute(),
});

async function billIn(state: 'pending' | 'confirmed' | 'failed'): Promise<string> {
  const { id } = await pendingBill(t, a);
  if (state === 'pending') return id;
  await t.call(settlements.settlementConfirm, { settlementId: id, action: 'confirm', idempotencyKey: key() }, { token: a.token });
  if (state === 'failed') await ops(t, 'pay-settlement', { settlement: id, fail: '账户异常' });
  return id;
}

describe('tenant isolation', () => {
  for (const state of ['pending', 'confirmed', 'failed'] as const) {
    it(`a ${state} bill of supplier A is not found for supplier B on every endpoint`, async () => {
      const id = await billIn(state);
      const before = await snapshot(id);
      const calls: [string, () => Promise<{ body: { flag: boolean; errorCode: string | null } }>][] = [
        ['detail_base', () => t.call(settlements.settlementDetailBase, { settlementId: id }, { token: b.token })],
        ['detail_list', () => t.call(settlements.settlementDetailList, { settlementId: id, pageNum: 1, pageSize: 10 }, { token: b.token })],
        [
          'confirm',
          () => t.call(settlements.settlementConfirm, { settlementId: id, action: 'confirm', idempotencyKey: key() }, { token: b.token }),
        ],
        [
          'dispute',
          () =>
            t.call(
              settlements.settlementConfirm,
              { settlementId: id, action: 'dispute', reason: '不认可', idempotencyKey: key() },
              { token: b.token },
            ),
        ],
        ['delete', () => t.call(settlements.settlementDelete, { settlementId: id }, { token: b.token })],
        ['fail_check', () => t.call(settlements.settlementFailCheck, { settlementId: id }, { token: b.token })],
        [
          'resubmit',
          () => t.call(settlements.settlementFailCheck, { settlementId: id, resubmit: true, idempotencyKey: key() }, { token: b.token }),
        ],
        [
          'export',
          async () => ({
            body: (
              await t.app.inject({
                method: 'POST',
                url: `/api/jy-turing-suppliers${settlements.settlementExport.path}`,
                headers: { authtoken: b.token },
                payload: { settlementId: id },
              })
            ).json(),
          }),
        ],
      ];
      for (const [name, call] of calls)
        expect((await call()).body, name).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '结算单不存在' });
      const page = await t.call(settlements.settlementPage, { keyword: id, pageNum: 1, pageSize: 100 }, { token: b.token });
      expect(page.body.data.list.map((x) => x.settlementId)).not.toContain(id);
      expect((await t.call(settlements.settlementCount, {}, { token: b.token })).body.data).toEqual({
        pending: 0,
        disputed: 0,
        confirmed: 0,
        paid: 0,
        failed: 0,
        amounts: { pending: 0, disputed: 0, confirmed: 0, paid: 0, failed: 0 },
      });
      expect(await snapshot(id)).toEqual(before);
      // The owner still sees it.
      expect((await t.call(settlements.settlementDetailBase, { settlementId: id }, { token: a.token })).body).toMatchObject({
        flag: true,
        data: { status: state },
      });
    });
  }

  it('an idempotency key of A’s call does not replay anything to B', async () => {
    const id = await billIn('pending');
    const k = key();
    expect(
      (await t.call(settlements.settlementConfirm, { settlementId: id, action: 'confirm', idempotencyKey: k }, { token: a.token })).body
        .flag,
    ).toBe(true);
    expect(
      (await t.call(settlements.settlementConfirm, { settlementId: id, action: 'confirm', idempotencyKey: k }, { token: b.token })).body,
    ).toMatchObject({ errorCode: 'E000404' });
  });
});
