import * as candidates from '@contract/candidates';
import type { CandidateDegree } from '@contract/candidates.meta';
import { chinaDate } from '@contract/id-number';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { upload } from '../../helpers/multipart';
import { chinesePdf, personFor, resumeLines } from '../../helpers/resume-documents';
import { orderOnTask } from '../../helpers/candidates';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let b: Member;
let orderA: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  b = await supplierMember(t);
  orderA = await orderOnTask(t, a, await insertTask(t, { person_number: 10 }));
});
afterAll(() => t.close());

const person = (seed: number) => personFor(seed, chinaDate(t.clock()));
const draftOf = async (token: string, seed: number) =>
  (
    await upload<resumes.ResumeDraft>(
      t.app,
      urlOf(resumes.parseResumeTalent),
      [{ name: 'file', filename: 'r.pdf', content: chinesePdf(resumeLines(person(seed), 0)) }],
      token,
    )
  ).body.data;
const queue = async (token = a.token) =>
  (await t.call(resumes.resumeDraftList, { pageNum: 1, pageSize: 100 }, { token })).body.data.list.map((d) => d.fileId);
const draftRow = (fileId: string) =>
  t.db.selectFrom('resume_draft').select(['candidate_id', 'submitted_at']).where('file_id', '=', Number(fileId)).executeTakeFirst();

describe('the review queue', () => {
  it('loses a draft whose résumé a candidate added by hand carries, marked in the add itself', async () => {
    const draft = await draftOf(a.token, 11);
    expect(await queue()).toContain(draft.fileId);
    const p = person(11);
    const res = await t.call(
      candidates.addCandidate,
      {
        orderId: orderA,
        name: p.name,
        mobile: p.mobile,
        idNumber: p.idNumber,
        sex: p.sex,
        age: p.age,
        degree: p.degree as CandidateDegree,
        resumeFileId: draft.fileId,
      },
      { token: a.token },
    );
    expect(res.body.flag).toBe(true);
    expect(await draftRow(draft.fileId)).toMatchObject({ candidate_id: Number(res.body.data.candidateId), submitted_at: expect.any(Date) });
    expect(await queue()).not.toContain(draft.fileId);
  });

  it('keeps the draft when the add is refused', async () => {
    const draft = await draftOf(a.token, 12);
    const p = person(12);
    const res = await t.call(
      candidates.addCandidate,
      {
        orderId: orderA,
        name: p.name,
        mobile: p.mobile,
        idNumber: p.idNumber,
        sex: p.sex,
        age: p.age + 3,
        degree: p.degree as CandidateDegree,
        resumeFileId: draft.fileId,
      },
      { token: a.token },
    );
    expect(res.body.flag).toBe(false);
    expect(await draftRow(draft.fileId)).toMatchObject({ candidate_id: null });
    expect(await queue()).toContain(draft.fileId);
  });

  it('loses a draft submitted through add_resume_talent', async () => {
    const draft = await draftOf(a.token, 13);
    const res = await t.call(resumes.addResumeTalent, { fileId: draft.fileId, orderId: orderA }, { token: a.token });
    expect(res.body.flag).toBe(true);
    expect(await draftRow(draft.fileId)).toMatchObject({ candidate_id: Number(res.body.data.candidateId) });
    expect(await queue()).not.toContain(draft.fileId);
  });

  it('discards an open draft; a submitted one and another supplier’s are refused and stay', async () => {
    const open = await draftOf(a.token, 14);
    const res = await t.call(resumes.discardResumeDraft, { fileId: open.fileId }, { token: a.token });
    expect(res.body).toMatchObject({ flag: true, data: null });
    expect(await queue()).not.toContain(open.fileId);
    expect(await draftRow(open.fileId)).toBeUndefined();

    const submitted = await draftOf(a.token, 15);
    await t.call(resumes.addResumeTalent, { fileId: submitted.fileId, orderId: orderA }, { token: a.token });
    expect((await t.call(resumes.discardResumeDraft, { fileId: submitted.fileId }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
    });

    const theirs = await draftOf(b.token, 16);
    expect((await t.call(resumes.discardResumeDraft, { fileId: theirs.fileId }, { token: a.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
    });
    expect(await queue(b.token)).toContain(theirs.fileId);
  });
});
