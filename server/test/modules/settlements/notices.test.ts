import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as notifications from '@contract/notifications';
import * as settlements from '@contract/settlements';
import { relogin } from '../../helpers/candidates';
import { ops, payoutAccount, pendingBill } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The platform's moves on a bill reach the supplier's bill viewers through the notifications module. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notices = async (m: Member) => (await t.call(notifications.noticeList, { pageNum: 1, pageSize: 50 }, { token: m.token })).body.data;

describe('settlement notices', () => {
  it('issue, pay and fail notify members with settlement:view, not the others, nor another supplier', async () => {
    const admin = await supplierMember(t);
    await payoutAccount(t, admin.supplierId);
    const blind = await supplierMember(t, { authList: ['order:manage'] });
    await t.db
      .updateTable('supplier_member')
      .set({ supplier_id: admin.supplierId, is_main: false })
      .where('user_id', '=', blind.userId)
      .execute();
    const member = await relogin(t, { ...blind, supplierId: admin.supplierId });
    const stranger = await supplierMember(t);

    const paid = await pendingBill(t, admin);
    const failed = await pendingBill(t, admin);
    for (const b of [paid, failed])
      await t.call(
        settlements.settlementConfirm,
        { settlementId: b.id, action: 'confirm', idempotencyKey: crypto.randomUUID() },
        { token: admin.token },
      );
    await ops(t, 'pay-settlement', { settlement: paid.id });
    await ops(t, 'pay-settlement', { settlement: failed.id, fail: '账户已冻结' });

    const mine = (await notices(admin)).list.filter((n) => n.kind === 'settlement');
    expect(mine.map((n) => n.title).sort()).toEqual(
      [`新结算单 ${paid.id} 待确认`, `新结算单 ${failed.id} 待确认`, `结算单 ${paid.id} 已付款`, `结算单 ${failed.id} 付款失败`].sort(),
    );
    expect(mine.find((n) => n.title.includes('付款失败'))).toMatchObject({
      body: '账户已冻结，请修改收款账户后重新提交',
      link: `/workbench/settlementManagement/checkSettlementList/failed/${failed.id}`,
    });
    expect((await notices(member)).list.filter((n) => n.kind === 'settlement')).toEqual([]);
    expect((await notices(stranger)).list.filter((n) => n.kind === 'settlement')).toEqual([]);
  });

  it('a dispute answered or corrected tells the viewers, naming the bill (type and object id); a refused resolution writes nothing', async () => {
    const admin = await supplierMember(t);
    const stranger = await supplierMember(t);
    const dispute = (id: string) =>
      t.call(
        settlements.settlementConfirm,
        { settlementId: id, action: 'dispute', reason: '工时不符', idempotencyKey: crypto.randomUUID() },
        { token: admin.token },
      );
    const answered = await pendingBill(t, admin);
    const corrected = await pendingBill(t, admin);
    for (const b of [answered, corrected]) expect((await dispute(b.id)).body.flag).toBe(true);
    const before = (await notices(admin)).total;
    // Refused (a candidate not on the order): the transaction rolls back, and with it the notice.
    const bad = path.join(tmpdir(), `bad-lines-${process.pid}.json`);
    writeFileSync(bad, JSON.stringify([{ candidateId: '999999', quantity: 1, deduction: 0 }]));
    expect(await ops(t, 'resolve-dispute', { settlement: corrected.id, 'lines-file': bad })).toMatchObject({ ok: false });
    expect((await notices(admin)).total).toBe(before);

    await ops(t, 'resolve-dispute', { settlement: answered.id, reject: 'true', reason: '以门禁记录为准' });
    const fix = path.join(tmpdir(), `fix-lines-${process.pid}.json`);
    writeFileSync(fix, JSON.stringify([{ candidateId: corrected.candidateIds[0], quantity: 10, deduction: 0 }]));
    const r = (await ops(t, 'resolve-dispute', { settlement: corrected.id, 'lines-file': fix })) as unknown as {
      data: { correctedBy: string };
    };
    const list = (await notices(admin)).list;
    expect(list.find((n) => n.type === 'settlement_resolved')).toMatchObject({
      kind: 'settlement',
      objectId: answered.id,
      body: '平台答复：以门禁记录为准；请重新确认',
    });
    expect(list.find((n) => n.type === 'settlement_corrected')).toMatchObject({
      objectId: r.data.correctedBy,
      link: `/workbench/settlementManagement/checkSettlementList/pending/${r.data.correctedBy}`,
    });
    expect((await notices(stranger)).list.filter((n) => n.kind === 'settlement')).toEqual([]);
  });
});
