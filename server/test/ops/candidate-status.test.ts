import * as candidates from '@contract/candidates';
import { runCommand } from '../../src/ops/runner';
import { opsCliOf } from '../helpers/ops-cli';
import { orderFor, person } from '../helpers/candidates';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

const run = (flags: Record<string, string>) => runCommand('candidate-status', flags, t.ctx);

async function submitted(): Promise<string> {
  const { orderId } = await orderFor(t, a);
  const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: a.token });
  return res.body.data.candidateId;
}

describe('ops candidate-status', () => {
  it('moves a candidate along the pipeline as the platform, and the timeline shows it', async () => {
    const id = await submitted();
    for (const to of ['screened', 'interviewed', 'hired', 'left'])
      expect(await run({ candidate: id, to })).toMatchObject({ ok: true, data: { candidateId: id, to } });
    const look = (await t.call(candidates.detailLook, { candidateId: id }, { token: a.token })).body.data;
    expect(look.status).toBe('left');
    expect(look.timeline.map((e) => `${e.from ?? '-'}>${e.to}@${e.by}`)).toEqual([
      expect.stringMatching(/^->submitted@/),
      'submitted>screened@平台',
      'screened>interviewed@平台',
      'interviewed>hired@平台',
      'hired>left@平台',
    ]);
  });

  it('refuses moves the pipeline does not allow, rejected without a reason, unknown candidates', async () => {
    const id = await submitted();
    expect(await run({ candidate: id, to: 'hired' })).toMatchObject({ ok: false, error: '不能从「已推荐」改为「已入职」' });
    expect(await run({ candidate: id, to: 'rejected' })).toMatchObject({ ok: false, error: '改为「未通过」时必须填写原因' });
    expect(await run({ candidate: '999999', to: 'screened' })).toMatchObject({ ok: false, error: '候选人不存在' });
    expect(await run({ candidate: 'abc', to: 'screened' })).toMatchObject({
      ok: false,
      usage: true,
      error: expect.stringContaining('--candidate'),
    });
    expect(await run({ candidate: id, to: 'promoted' })).toMatchObject({ ok: false, usage: true, error: expect.stringContaining('--to') });
    expect(await run({ candidate: id, to: 'rejected', reason: '体检未通过' })).toMatchObject({ ok: true });
    const row = await t.db
      .selectFrom('candidate')
      .select(['status', 'reject_reason'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', reject_reason: '体检未通过' });
  });
});

describe('the CLI with --json', () => {
  const { cli } = opsCliOf(() => t);

  it('prints one JSON line; exit 0 done, 1 refused, 2 misuse', async () => {
    const id = await submitted();
    const done = await cli('candidate-status', '--candidate', id, '--to', 'screened', '--json');
    expect(done.code).toBe(0);
    expect(done.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(done.stdout)).toMatchObject({ candidateId: id, from: 'submitted', to: 'screened' });
    const refused = await cli('candidate-status', '--candidate', id, '--to', 'left', '--json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({ error: '不能从「筛选通过」改为「已离职」' });
    const misuse = await cli('candidate-status', '--candidate', id, '--json');
    expect(misuse.code).toBe(2);
    expect(JSON.parse(misuse.stdout)).toMatchObject({ error: expect.stringContaining('--to') });
  });
});
