import * as candidates from '@contract/candidates';
import { chinaDate } from '@contract/id-number';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import type { Ctx } from '../../../src/ctx';
import { addResumeTalent } from '../../../src/modules/resumes';
import { upload } from '../../helpers/multipart';
import { chinesePdf, personFor, resumeLines } from '../../helpers/resume-documents';
import { orderOnTask } from '../../helpers/candidates';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let b: Member;
let taskId: number;
let orderA: string;
let orderB: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  b = await supplierMember(t);
  taskId = await insertTask(t, { person_number: 10 });
  orderA = await orderOnTask(t, a, taskId);
  orderB = await orderOnTask(t, b, taskId);
});
afterAll(() => t.close());

const person = (seed: number) => personFor(seed, chinaDate(t.clock()));
const draftOf = async (token: string, lines: string[]) =>
  (
    await upload<resumes.ResumeDraft>(
      t.app,
      urlOf(resumes.parseResumeTalent),
      [{ name: 'file', filename: 'r.pdf', content: chinesePdf(lines) }],
      token,
    )
  ).body.data;
const addResume = (token: string, fileId: string, orderId: string) =>
  t.call(resumes.addResumeTalent, { fileId, orderId, remark: '简历导入' }, { token });

describe('add_resume_talent', () => {
  it('turns a complete draft into a candidate with the resume attached, once', async () => {
    const draft = await draftOf(a.token, resumeLines(person(1), 0));
    const res = await addResume(a.token, draft.fileId, orderA);
    expect(res.body).toMatchObject({ flag: true, data: { candidateId: expect.stringMatching(/^\d+$/) } });
    const candidate = await t.db
      .selectFrom('candidate')
      .selectAll()
      .where('id', '=', Number(res.body.data.candidateId))
      .executeTakeFirstOrThrow();
    expect(candidate).toMatchObject({
      supplier_id: a.supplierId,
      name: person(1).name,
      id_number: person(1).idNumber,
      resume_file_id: draft.fileId,
    });
    const list = await t.call(resumes.resumeDraftList, { pageNum: 1, pageSize: 100 }, { token: a.token });
    expect(list.body.data.list.map((d) => d.fileId)).not.toContain(draft.fileId);
    const again = await addResume(a.token, draft.fileId, orderA);
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409' });
    const edit = await t.call(resumes.editResumeTalent, { fileId: draft.fileId, name: '改名' }, { token: a.token });
    expect(edit.body).toMatchObject({ flag: false, errorCode: 'E000409' });
  });

  it('asks for the missing fields first, then takes the corrected draft', async () => {
    const p = person(2);
    const draft = await draftOf(a.token, [`姓名：${p.name}`, `手机：${p.mobile}`]);
    const res = await addResume(a.token, draft.fileId, orderA);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(res.body.errorMsg).toBe('请先补全简历中的身份证号、性别、年龄、学历');
    await t.call(
      resumes.editResumeTalent,
      { fileId: draft.fileId, idNumber: p.idNumber, sex: p.sex, age: p.age, degree: 'college' },
      { token: a.token },
    );
    expect((await addResume(a.token, draft.fileId, orderA)).body.flag).toBe(true);
  });

  it("keeps the rules of add: another supplier's person on the task is E000701, and the draft stays a draft", async () => {
    const p = person(3);
    const first = await draftOf(a.token, resumeLines(p, 0));
    expect((await addResume(a.token, first.fileId, orderA)).body.flag).toBe(true);
    const second = await draftOf(b.token, resumeLines(p, 1));
    const res = await addResume(b.token, second.fileId, orderB);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000701' });
    const row = await t.db
      .selectFrom('resume_draft')
      .select(['candidate_id', 'submitting_since'])
      .where('file_id', '=', Number(second.fileId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ candidate_id: null, submitting_since: null });
  });

  it('submits a draft once while a submission of it is still under way', async () => {
    const draft = await draftOf(a.token, resumeLines(person(7), 0));
    // The candidates module held open: the second submission arrives while the first is inside it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const ctx: Ctx = {
      ...t.ctx,
      orders: {
        ...t.ctx.orders,
        findVisible: async (...args) => {
          calls += 1;
          await gate;
          return t.ctx.orders.findVisible(...args);
        },
      },
    };
    const auth = {
      userId: a.userId,
      sessionId: 's',
      phone: '',
      userName: '测试',
      supplier: { id: a.supplierId, name: '', isMain: true, authList: ['candidate:manage'], verifyStatus: 2 },
    };
    const first = addResumeTalent(ctx, { fileId: draft.fileId, orderId: orderA }, auth);
    while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(addResumeTalent(ctx, { fileId: draft.fileId, orderId: orderA }, auth)).rejects.toMatchObject({
      code: 'E000409',
      message: '该简历正在提交，请稍候',
    });
    release();
    expect(await first).toEqual({ candidateId: expect.stringMatching(/^\d+$/) });
    expect(calls).toBe(1);
  });

  it("answers another supplier's draft or order as not found and creates nothing", async () => {
    const draftA = await draftOf(a.token, resumeLines(person(4), 0));
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('candidate')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await addResume(b.token, draftA.fileId, orderB)).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect((await addResume(a.token, draftA.fileId, orderB)).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect(await count()).toBe(before);
  });

  it("refuses another supplier's file as the resume of add", async () => {
    const draftA = await draftOf(a.token, resumeLines(person(5), 0));
    const p = person(6);
    const res = await t.call(
      candidates.addCandidate,
      {
        orderId: orderB,
        name: p.name,
        mobile: p.mobile,
        idNumber: p.idNumber,
        sex: p.sex,
        age: p.age,
        degree: 'bachelor',
        resumeFileId: draftA.fileId,
      },
      { token: b.token },
    );
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404' });
  });
});
