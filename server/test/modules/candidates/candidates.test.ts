import * as candidates from '@contract/candidates';
import { ageOn, chinaDate } from '@contract/id-number';
import { chinaMinute } from '../../../src/modules/candidates/rules';
import { moveCandidateStatus } from '../../../src/modules/candidates';
import { orderFor, orderOnTask, person } from '../../helpers/candidates';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
});
// Fresh suppliers (and tokens) per test: some tests move the clock past a token's life.
beforeEach(async () => {
  a = await supplierMember(t);
  b = await supplierMember(t);
});
afterAll(() => t.close());

const rowsOn = (orderId: string) => t.db.selectFrom('candidate').selectAll().where('order_id', '=', Number(orderId)).execute();

describe('pc_candidate/auth/add', () => {
  it('submits a person, keeps the submission in the timeline and lists it', async () => {
    const { orderId, taskId } = await orderFor(t, a);
    const p = person(t, { remark: '  能上夜班  ' });
    const res = await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token });
    expect(res.body).toMatchObject({ flag: true, data: { candidateId: expect.stringMatching(/^\d+$/) } });
    const [row] = await rowsOn(orderId);
    expect(row).toMatchObject({
      task_id: taskId,
      supplier_id: a.supplierId,
      id_number: p.idNumber,
      status: 'submitted',
      remark: '能上夜班',
      submitted_by: a.userId,
    });

    const look = await t.call(candidates.detailLook, { candidateId: res.body.data.candidateId }, { token: a.token });
    expect(look.body.data).toMatchObject({
      name: p.name,
      idNumber: p.idNumber,
      status: 'submitted',
      statusLabel: '已推荐',
      taskTitle: '测试任务',
      detail: null,
    });
    expect(look.body.data.timeline).toEqual([
      { from: null, to: 'submitted', toLabel: '已推荐', at: expect.stringMatching(/\+08:00$/), by: expect.any(String), reason: null },
    ]);

    const list = await t.call(candidates.talentList, { orderId, pageNum: 1, pageSize: 30 }, { token: a.token });
    expect(list.body.data).toMatchObject({ total: 1, counts: { all: 1, submitted: 1, hired: 0 } });
    expect(list.body.data.list[0]).toMatchObject({ candidateId: res.body.data.candidateId, name: p.name, status: 'submitted' });
    // Lists mask the ID number; the detail has it whole.
    expect(list.body.data.list[0]!.idNumber).toMatch(/^1101\*{10}\d{3}[\dX]$/);
  });

  it.each([
    [
      'a wrong check character',
      (p: ReturnType<typeof person>) => ({ idNumber: p.idNumber.slice(0, 17) + (p.idNumber[17] === '0' ? '1' : '0') }),
      '身份证号码校验位不正确',
    ],
    [
      'a sex the ID number contradicts',
      (p: ReturnType<typeof person>) => ({ sex: p.sex === 'male' ? 'female' : 'male' }),
      '性别与身份证号码不符',
    ],
    ['an age the ID number contradicts', (p: ReturnType<typeof person>) => ({ age: p.age + 1 }), `年龄与身份证号码不符`],
  ] as const)('refuses %s, naming the field, and stores nothing', async (_name, change, message) => {
    const { orderId } = await orderFor(t, a);
    const p = person(t);
    const res = await t.call(candidates.addCandidate, { orderId, ...p, ...change(p) } as never, { token: a.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining(message) });
    expect(await rowsOn(orderId)).toHaveLength(0);
  });

  it.each([
    [{ mobile: '12345' }, 'mobile：手机号码格式不正确'],
    [{ idNumber: '11010119900307' }, 'idNumber：身份证号码格式不正确'],
    [{ age: '30' }, 'age：年龄必须是数字'],
    [{ degree: 'phd' }, 'degree：学历只能是'],
    [{ sex: 'unknown' }, 'sex：性别只能是'],
    [{ name: '' }, 'name：姓名不能为空'],
    [{ expectedInterviewTime: '明天上午' }, 'expectedInterviewTime：时间格式不正确'],
    [{ orderId: 42 }, 'orderId：必须是字符串'],
  ])('refuses bad input %j with E000400 naming the field', async (bad, message) => {
    const { orderId } = await orderFor(t, a);
    const res = await t.call(candidates.addCandidate, { orderId, ...person(t), ...bad } as never, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining(message) });
    expect(await rowsOn(orderId)).toHaveLength(0);
  });

  it('refuses a missing field and an empty body', async () => {
    const { orderId } = await orderFor(t, a);
    const { idNumber: _omit, ...rest } = person(t);
    expect((await t.call(candidates.addCandidate, { orderId, ...rest } as never, { token: a.token })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('idNumber：必填'),
    });
    expect(
      (
        await t.post('/api/jy-turing-suppliers/pc_candidate/auth/add', '"x"', {
          token: a.token,
          headers: { 'content-type': 'application/json' },
        })
      ).body,
    ).toMatchObject({ errorCode: 'E000400' });
  });

  it('accepts a lower-case x in the ID number', async () => {
    const { orderId } = await orderFor(t, a);
    let p = person(t);
    for (let i = 0; !p.idNumber.endsWith('X') && i < 40; i++) p = person(t);
    expect(p.idNumber.endsWith('X')).toBe(true);
    const res = await t.call(candidates.addCandidate, { orderId, ...p, idNumber: p.idNumber.toLowerCase() }, { token: a.token });
    expect(res.body.flag).toBe(true);
    expect((await rowsOn(orderId))[0]!.id_number).toBe(p.idNumber);
  });

  it('never twice to one order', async () => {
    const { orderId } = await orderFor(t, a);
    const p = person(t);
    expect((await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.flag).toBe(true);
    const again = await t.call(candidates.addCandidate, { orderId, ...p, name: '换个名字' }, { token: a.token });
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该人员已推荐到本订单，不能重复推荐' });
    expect(await rowsOn(orderId)).toHaveLength(1);
  });

  it('needs the candidate:manage permission', async () => {
    const limited = await supplierMember(t, { authList: ['task:take'] });
    const { orderId } = await orderFor(t, limited);
    const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: limited.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: expect.stringContaining('候选人管理') });
  });
});

describe('ownership (E000701)', () => {
  it('refuses the same person on the same task by another supplier within 30 days, with the time and without the supplier', async () => {
    const { taskId, orderId } = await orderFor(t, a);
    const orderB = await orderOnTask(t, b, taskId);
    const p = person(t);
    const submittedAt = chinaMinute(t.clock());
    expect((await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.flag).toBe(true);
    t.clock.advance(600);
    const res = await t.call(candidates.addCandidate, { orderId: orderB, ...p, name: '别名', mobile: '13911112222' }, { token: b.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000701' });
    expect(res.body.errorMsg).toContain(`${submittedAt}（北京时间）`);
    const supplierA = await t.db.selectFrom('supplier').select('name').where('id', '=', a.supplierId).executeTakeFirstOrThrow();
    expect(res.body.errorMsg).not.toContain(supplierA.name);
    expect(await rowsOn(orderB)).toHaveLength(0);

    const checked = await t.call(candidates.checkCandidate, { orderId: orderB, ...p }, { token: b.token });
    expect(checked.body.data).toMatchObject({ ok: false, code: 'E000701', reason: expect.stringContaining(submittedAt) });
  });

  it('matches by mobile when there is no ID number on file (person key)', async () => {
    const { personKeyOf } = await import('../../../src/modules/candidates');
    expect(personKeyOf(null, '13800001111')).toBe('m:13800001111');
    expect(personKeyOf('11010119900307123X', '13800001111')).toBe('id:11010119900307123X');
  });

  it('lets the other supplier submit the person after the 30 days', async () => {
    const { taskId, orderId } = await orderFor(t, a);
    const p = person(t);
    expect((await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.flag).toBe(true);
    t.clock.advance(30 * 24 * 3600 - 60);
    b = await supplierMember(t);
    const orderB = await orderOnTask(t, b, taskId);
    expect((await t.call(candidates.checkCandidate, { orderId: orderB, ...p }, { token: b.token })).body.data).toMatchObject({
      ok: false,
      code: 'E000701',
    });
    t.clock.advance(61);
    const birth = `${p.idNumber.slice(6, 10)}-${p.idNumber.slice(10, 12)}-${p.idNumber.slice(12, 14)}`;
    const fresh = { ...p, age: ageOn(birth, chinaDate(t.clock())) };
    expect((await t.call(candidates.checkCandidate, { orderId: orderB, ...fresh }, { token: b.token })).body.data).toEqual({ ok: true });
    expect((await t.call(candidates.addCandidate, { orderId: orderB, ...fresh }, { token: b.token })).body.flag).toBe(true);
  });

  it('does not hold across tasks', async () => {
    const first = await orderFor(t, a);
    const second = await orderFor(t, b);
    const p = person(t);
    expect((await t.call(candidates.addCandidate, { orderId: first.orderId, ...p }, { token: a.token })).body.flag).toBe(true);
    expect((await t.call(candidates.addCandidate, { orderId: second.orderId, ...p }, { token: b.token })).body.flag).toBe(true);
  });
});

describe('check', () => {
  it('says ok, or why not, without storing anything', async () => {
    const { orderId } = await orderFor(t, a);
    const p = person(t);
    expect((await t.call(candidates.checkCandidate, { orderId, ...p }, { token: a.token })).body.data).toEqual({ ok: true });
    expect((await t.call(candidates.checkCandidate, { orderId, ...p, age: p.age + 2 }, { token: a.token })).body.data).toMatchObject({
      ok: false,
      code: 'E000400',
      reason: expect.stringContaining('年龄'),
    });
    expect(await rowsOn(orderId)).toHaveLength(0);
    await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token });
    expect((await t.call(candidates.checkCandidate, { orderId, ...p }, { token: a.token })).body.data).toMatchObject({
      ok: false,
      code: 'E000409',
    });
  });
});

describe('update, details, remark, interview, pipeline', () => {
  it('updates only while submitted; moves keep a timeline; rejected needs a reason', async () => {
    const { orderId } = await orderFor(t, a);
    const p = person(t);
    const { candidateId } = (await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.data;
    const upd = await t.call(candidates.updateCandidate, { candidateId, ...p, name: '新名字', degree: 'college' }, { token: a.token });
    expect(upd.body.flag).toBe(true);
    await expect(moveCandidateStatus(t.ctx, Number(candidateId), 'hired', null, { userId: null, label: '平台' })).rejects.toThrow(
      '不能从「已推荐」改为「已入职」',
    );
    await expect(moveCandidateStatus(t.ctx, Number(candidateId), 'rejected', null, { userId: null, label: '平台' })).rejects.toThrow(
      '必须填写原因',
    );
    await moveCandidateStatus(t.ctx, Number(candidateId), 'screened', null, { userId: null, label: '平台' });
    expect((await t.call(candidates.updateCandidate, { candidateId, ...p }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('筛选通过'),
    });
    await moveCandidateStatus(t.ctx, Number(candidateId), 'rejected', '面试未到', { userId: null, label: '平台' });
    await expect(moveCandidateStatus(t.ctx, Number(candidateId), 'interviewed', null, { userId: null, label: '平台' })).rejects.toThrow(
      '不能从「未通过」',
    );
    const look = (await t.call(candidates.detailLook, { candidateId }, { token: a.token })).body.data;
    expect(look).toMatchObject({ name: '新名字', degree: 'college', status: 'rejected', rejectReason: '面试未到' });
    expect(look.timeline.map((e) => [e.from, e.to, e.by, e.reason])).toEqual([
      [null, 'submitted', expect.any(String), null],
      ['submitted', 'screened', '平台', null],
      ['screened', 'rejected', '平台', '面试未到'],
    ]);
  });

  it('detail add once, then edit; look shows it', async () => {
    const { orderId } = await orderFor(t, a);
    const { candidateId } = (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: a.token })).body.data;
    const detail = {
      education: [{ school: '上海市第一中学', degree: 'high_school' as const, startMonth: '2008-09', endMonth: '2011-07' }],
      work: [{ company: '某电子厂', position: '操作工', startMonth: '2012-03' }],
      skills: ['叉车证'],
    };
    expect((await t.call(candidates.detailEdit, { candidateId, ...detail }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
    });
    expect((await t.call(candidates.detailAdd, { candidateId, ...detail }, { token: a.token })).body.flag).toBe(true);
    expect((await t.call(candidates.detailAdd, { candidateId, ...detail }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
    });
    expect(
      (await t.call(candidates.detailEdit, { candidateId, ...detail, skills: ['电工证', '焊工证'] }, { token: a.token })).body.flag,
    ).toBe(true);
    const look = (await t.call(candidates.detailLook, { candidateId }, { token: a.token })).body.data;
    expect(look.detail).toEqual({ ...detail, skills: ['电工证', '焊工证'] });
    expect(look.hasDetail).toBe(true);
    expect(
      (
        await t.call(
          candidates.detailAdd,
          { candidateId, education: [{ school: 'x', degree: 'high_school', startMonth: '2008-13' }] },
          { token: a.token },
        )
      ).body,
    ).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('education[0].startMonth：年月格式不正确'),
    });
  });

  it('remark, interview time at one of the task sites', async () => {
    const { orderId, taskId } = await orderFor(t, a);
    const site = await t.db
      .insertInto('task_site')
      .values({ task_id: taskId, name: '徐汇面试点', address: '漕溪北路 1 号' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherTask = await orderFor(t, a);
    const foreignSite = await t.db
      .insertInto('task_site')
      .values({ task_id: otherTask.taskId, name: '别的点', address: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sites = await t.call(candidates.selectSiteList, { orderId }, { token: a.token });
    expect(sites.body.data).toEqual([
      { siteId: String(site.id), name: '徐汇面试点', address: '漕溪北路 1 号', contactName: null, contactPhone: null },
    ]);
    const { candidateId } = (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: a.token })).body.data;
    expect((await t.call(candidates.setRemark, { candidateId, remark: '周末可面' }, { token: a.token })).body.flag).toBe(true);
    const when = '2099-06-05T14:30:00+08:00';
    expect(
      (
        await t.call(
          candidates.setExpectedInterviewTime,
          { candidateId, expectedInterviewTime: when, siteId: String(foreignSite.id) },
          { token: a.token },
        )
      ).body,
    ).toMatchObject({ errorCode: 'E000404', errorMsg: '面试地点不存在' });
    expect(
      (
        await t.call(
          candidates.setExpectedInterviewTime,
          { candidateId, expectedInterviewTime: when, siteId: String(site.id) },
          { token: a.token },
        )
      ).body.flag,
    ).toBe(true);
    const look = (await t.call(candidates.detailLook, { candidateId }, { token: a.token })).body.data;
    expect(look).toMatchObject({ remark: '周末可面', expectedInterviewTime: when, siteId: String(site.id) });
  });
});

describe('share', () => {
  it('a token shows the masked card to anyone until it expires', async () => {
    const { orderId } = await orderFor(t, a);
    const p = person(t, { name: '欧阳娜娜' });
    const { candidateId } = (await t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })).body.data;
    const shared = (await t.call(candidates.shareInfo, { candidateId }, { token: a.token })).body.data;
    expect(shared.token.length).toBeGreaterThanOrEqual(40);
    const card = await t.call(candidates.showTalentInfo, { token: shared.token });
    expect(card.body.data).toMatchObject({
      name: '欧***',
      mobile: `${p.mobile.slice(0, 3)}****${p.mobile.slice(7)}`,
      age: p.age,
      taskTitle: '测试任务',
      statusLabel: '已推荐',
    });
    expect(JSON.stringify(card.body.data)).not.toContain(p.idNumber);
    expect(
      (await t.call(candidates.showTalentInfo, { token: shared.token.slice(0, -1) + (shared.token.endsWith('A') ? 'B' : 'A') })).body,
    ).toMatchObject({ flag: false, errorCode: 'E000404' });
    t.clock.advance(72 * 3600 + 1);
    expect((await t.call(candidates.showTalentInfo, { token: shared.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
      errorMsg: '分享链接不存在或已过期',
    });
  });
});
