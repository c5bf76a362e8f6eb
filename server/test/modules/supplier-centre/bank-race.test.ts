import * as centre from '@contract/supplier-centre';
import { raceTest, warmPool } from '../../helpers/races';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { accountsOf, card, centreMember, freshCode, operate, SMS_CONFIG, type CentreMember } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: SMS_CONFIG });
});
afterAll(() => t.close());

/** Two members of one supplier with bank:manage: each has their own phone, so each holds a live code. */
async function twoManagers(): Promise<[CentreMember, CentreMember]> {
  const a = await centreMember(t);
  const b = await centreMember(t, { supplierId: a.supplierId });
  return [a, { ...b, supplierName: a.supplierName }];
}

const send = (m: CentreMember, body: Record<string, unknown>, code: string) =>
  t.call(centre.operationBank, { ...body, code } as never, { token: m.token });

describe('operation_bank under concurrency (PostgreSQL)', () => {
  raceTest('two concurrent "set default" leave exactly one default', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await twoManagers();
      const ids: string[] = [];
      for (const prefix of ['622202100100001', '622202100100002', '622202100100003']) {
        const res = await operate(t, a, { action: 'add', bankCode: 'ICBC', accountName: a.supplierName, accountNumber: card(prefix) });
        ids.push(res.body.data.id!);
      }
      const [codeA, codeB] = [await freshCode(t, a), await freshCode(t, b)];
      await warmPool(t.db);
      const results = await Promise.all([
        send(a, { action: 'default', id: ids[1] }, codeA),
        send(b, { action: 'default', id: ids[2] }, codeB),
      ]);
      for (const r of results) expect(r.body).toMatchObject({ flag: true });
      const defaults = (await accountsOf(t, a.supplierId)).filter((r) => r.is_default);
      expect(defaults).toHaveLength(1);
      expect([ids[1], ids[2]]).toContain(String(defaults[0]!.id));
    }
  });

  raceTest('two concurrent first accounts: exactly one becomes the default', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await twoManagers();
      const [codeA, codeB] = [await freshCode(t, a), await freshCode(t, b)];
      await warmPool(t.db);
      const results = await Promise.all([
        send(a, { action: 'add', bankCode: 'ICBC', accountName: a.supplierName, accountNumber: card('622202100200001') }, codeA),
        send(b, { action: 'add', bankCode: 'CMB', accountName: a.supplierName, accountNumber: card('622588100200002') }, codeB),
      ]);
      for (const r of results) expect(r.body).toMatchObject({ flag: true });
      const rows = await accountsOf(t, a.supplierId);
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    }
  });

  raceTest('the same number added twice at once is stored once', async () => {
    const [a, b] = await twoManagers();
    const [codeA, codeB] = [await freshCode(t, a), await freshCode(t, b)];
    const body = { action: 'add', bankCode: 'ICBC', accountName: a.supplierName, accountNumber: card('622202100300001') };
    await warmPool(t.db);
    const results = await Promise.all([send(a, body, codeA), send(b, body, codeB)]);
    expect(results.map((r) => r.body.flag).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.body.flag)!.body).toMatchObject({ errorCode: 'E000409', errorMsg: '该银行账号已添加过' });
    expect(await accountsOf(t, a.supplierId)).toHaveLength(1);
  });
});
