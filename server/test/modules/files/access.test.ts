import * as candidates from '@contract/candidates';
import * as files from '@contract/files';
import { chinaDate } from '@contract/id-number';
import * as orders from '@contract/orders';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { createFileService, type FilePurpose } from '../../../src/modules/files';
import { person as candidatePerson, orderFor } from '../../helpers/candidates';
import { member, type Company, type Person } from '../../helpers/members';
import { upload } from '../../helpers/multipart';
import { chinesePdf, personFor, resumeLines } from '../../helpers/resume-documents';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A file goes only to whoever may see what it belongs to: a candidate's résumé to whoever may see
 * the candidate, a draft to the review queue's readers, the logo to every member, verification images to the
 * administrator. Everyone else gets "not found", whatever the id.
 */
let t: TestApp;
let c: Company;
let admin: Member;
/** Manages candidates; sees only the orders assigned to them. */
let clerk: Person;
/** A member without the candidate permission. */
let plain: Person;
let outsider: Member;
let visibleOrder: string;
let hiddenOrder: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await supplierMember(t);
  c = { supplierId: admin.supplierId, admin: { phone: '', userId: admin.userId, token: admin.token } };
  clerk = await member(t, c, { permissions: ['task:take', 'order:manage', 'candidate:manage'] });
  plain = await member(t, c, { permissions: ['order:manage'] });
  outsider = await supplierMember(t);
  visibleOrder = (await orderFor(t, admin)).orderId;
  hiddenOrder = (await orderFor(t, admin)).orderId;
  const assigned = await t.call(orders.distributeOrder, { orderId: visibleOrder, userIds: [String(clerk.userId)] }, { token: admin.token });
  expect(assigned.body.flag).toBe(true);
});
afterAll(() => t.close());

let seed = 0;
const draft = async (token: string) => {
  seed += 1;
  const lines = resumeLines(personFor(seed, chinaDate(t.clock())), 0);
  const res = await upload<resumes.ResumeDraft>(
    t.app,
    urlOf(resumes.parseResumeTalent),
    [{ name: 'file', filename: 'r.pdf', content: chinesePdf(lines) }],
    token,
  );
  expect(res.body.flag).toBe(true);
  return res.body.data.fileId;
};
/** A candidate of the admin's on the order, with a résumé submitted from a draft. */
const candidateWithResume = async (orderId: string) => {
  const fileId = await draft(admin.token);
  const res = await t.call(resumes.addResumeTalent, { fileId, orderId }, { token: admin.token });
  expect(res.body.flag).toBe(true);
  return { fileId, candidateId: res.body.data.candidateId };
};
const stored = async (purpose: FilePurpose) => {
  const png = new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex'));
  const info = await createFileService(t.ctx).store(t.db, {
    supplierId: c.supplierId,
    userId: c.admin.userId,
    purpose,
    originalName: `${purpose}.png`,
    bytes: png,
    type: { ext: 'png', mime: 'image/png' },
  });
  return info.fileId;
};
const download = (fileId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${urlOf(files.downloadFile)}?fileId=${fileId}`, headers: { authtoken: token } });
const expectServed = async (fileId: string, token: string) => expect((await download(fileId, token)).statusCode).toBe(200);
const expectNotFound = async (fileId: string, token: string) =>
  expect((await download(fileId, token)).json()).toEqual({
    flag: false,
    errorCode: 'E000404',
    errorMsg: '文件不存在或已被删除',
    data: null,
  });

describe("a candidate's résumé", () => {
  it('goes to whoever may see the candidate: not to a member the candidate is hidden from, nor another supplier', async () => {
    const hidden = await candidateWithResume(hiddenOrder);
    const visible = await candidateWithResume(visibleOrder);
    // The same rule as detail_look.
    expect((await t.call(candidates.detailLook, { candidateId: hidden.candidateId }, { token: clerk.token })).body.errorCode).toBe(
      'E000404',
    );
    await expectNotFound(hidden.fileId, clerk.token);
    await expectServed(visible.fileId, clerk.token);
    await expectServed(hidden.fileId, admin.token);
    await expectNotFound(visible.fileId, plain.token);
    await expectNotFound(visible.fileId, outsider.token);
    await expectNotFound(hidden.fileId, outsider.token);
  });

  it('a draft goes to the review queue (members who manage candidates) until it is submitted', async () => {
    const fileId = await draft(admin.token);
    await expectServed(fileId, clerk.token);
    await expectNotFound(fileId, plain.token);
    await expectNotFound(fileId, outsider.token);
    expect((await t.call(resumes.addResumeTalent, { fileId, orderId: hiddenOrder }, { token: admin.token })).body.flag).toBe(true);
    await expectNotFound(fileId, clerk.token);
    await expectServed(fileId, admin.token);
  });
});

describe("the supplier's own images", () => {
  it('the logo goes to every member; licence and ID card images only to the administrator', async () => {
    const logo = await stored('logo');
    const licence = await stored('licence');
    const idcard = await stored('idcard');
    await expectServed(logo, plain.token);
    await expectServed(logo, clerk.token);
    await expectNotFound(logo, outsider.token);
    for (const image of [licence, idcard]) {
      await expectServed(image, admin.token);
      await expectNotFound(image, clerk.token);
      await expectNotFound(image, plain.token);
      await expectNotFound(image, outsider.token);
    }
  });
});

describe('resumeFileId of /pc_candidate/auth/add', () => {
  const add = (token: string, orderId: string, resumeFileId: string) =>
    t.call(candidates.addCandidate, { orderId, ...candidatePerson(t), resumeFileId }, { token });

  it('takes only a résumé the caller may read: not the logo, a licence, or a hidden candidate’s résumé', async () => {
    const logo = await stored('logo');
    expect((await add(admin.token, visibleOrder, logo)).body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'resumeFileId：该文件不是简历，请上传候选人的简历文件',
    });
    expect((await add(clerk.token, visibleOrder, logo)).body).toMatchObject({ flag: false, errorCode: 'E000400' });
    const licence = await stored('licence');
    expect((await add(admin.token, visibleOrder, licence)).body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect((await add(clerk.token, visibleOrder, licence)).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
      errorMsg: '简历文件不存在',
    });
    // Attaching a hidden candidate's résumé to a visible one would be a way round the download rule.
    const hidden = await candidateWithResume(hiddenOrder);
    expect((await add(clerk.token, visibleOrder, hidden.fileId)).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
      errorMsg: '简历文件不存在',
    });
    const otherSuppliers = await draft(outsider.token);
    expect((await add(admin.token, visibleOrder, otherSuppliers)).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    const own = await draft(clerk.token);
    expect((await add(clerk.token, visibleOrder, own)).body.flag).toBe(true);
  });
});
