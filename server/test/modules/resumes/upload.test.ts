import { Readable } from 'node:stream';
import * as files from '@contract/files';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { multipartBody } from '../../helpers/multipart';
import { chineseDocx, resumeLines } from '../../helpers/resume-documents';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { EXE, filePart, MiB, PARSE, PNG, uploadCalls } from './helpers';

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await supplierMember(t);
  other = await supplierMember(t);
});
afterAll(() => t.close());

const DOWNLOAD = urlOf(files.downloadFile);

const { person, pdfOf, parse, countFiles, countDrafts } = uploadCalls(
  () => t,
  () => owner,
);
const download = (fileId: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `${DOWNLOAD}?fileId=${encodeURIComponent(fileId)}`, headers: token ? { authtoken: token } : {} });

describe('parse_resume_talent: the type is decided by the bytes', () => {
  it('parses a PDF, stores it with its sniffed type and a safe name, and answers the draft', async () => {
    const res = await parse([filePart('../../etc/张三 简历\u202e.pdf', pdfOf(1))]);
    expect(res.body).toMatchObject({ flag: true, data: { fileId: expect.stringMatching(/^\d+$/), status: 'draft', candidateId: null } });
    expect(res.body.data.fields).toMatchObject({ name: person(1).name, idNumber: person(1).idNumber });
    const row = await t.db.selectFrom('stored_file').selectAll().where('id', '=', Number(res.body.data.fileId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      supplier_id: owner.supplierId,
      uploaded_by: owner.userId,
      mime: 'application/pdf',
      ext: 'pdf',
      original_name: '张三 简历.pdf',
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(row.content).equals(Buffer.from(pdfOf(1)))).toBe(true);
  });

  it('takes a DOCX and a UTF-8 text file whatever their names say', async () => {
    const docx = await parse([filePart('resume.pdf', chineseDocx(resumeLines(person(2), 2)), 'application/pdf')]);
    expect(docx.body.flag).toBe(true);
    expect(docx.body.data.fileName).toBe('resume.docx');
    const txt = await parse([filePart('resume.docx', resumeLines(person(3), 0).join('\n'), 'application/msword')]);
    expect(txt.body.flag).toBe(true);
    expect(txt.body.data).toMatchObject({ fileName: 'resume.txt', fields: { mobile: person(3).mobile } });
  });

  it.each([
    ['an image named .pdf', PNG, '不支持图片格式的简历'],
    ['an exe renamed .pdf', EXE, '该文件是可执行程序，不是简历文档'],
    ['a corrupt PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref'), '无法读取该 PDF 文件'],
    ['binary garbage', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]), '无法识别的文件类型'],
    ['an empty file', Buffer.alloc(0), '文件是空的'],
  ])('refuses %s with a clear message and stores nothing', async (_label, bytes, message) => {
    const before = [await countFiles(owner.supplierId), await countDrafts(owner.supplierId)];
    const res = await parse([filePart('resume.pdf', bytes)]);
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(false);
    expect(res.body.errorMsg).toContain(message);
    expect([await countFiles(owner.supplierId), await countDrafts(owner.supplierId)]).toEqual(before);
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const json = await t.app.inject({ method: 'POST', url: PARSE, payload: { file: 'x' }, headers: { authtoken: owner.token } });
    expect(json.json()).toMatchObject({ flag: false, errorCode: 'E000415' });
    const noFile = await parse([{ name: 'uniqueCode', content: 'abc' }]);
    expect(noFile.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(noFile.body.errorMsg).toContain('file');
  });

  it('answers a cut-off or boundary-less multipart body with the envelope, never a 500', async () => {
    const { payload, headers } = multipartBody([filePart('a.pdf', pdfOf(4))]);
    const cut = await t.app.inject({
      method: 'POST',
      url: PARSE,
      payload: payload.subarray(0, payload.length - 200),
      headers: { ...headers, authtoken: owner.token },
    });
    expect(cut.statusCode).toBeLessThan(500);
    expect(cut.json()).toMatchObject({ flag: false, errorCode: 'E000400' });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: PARSE,
      payload,
      headers: { 'content-type': 'multipart/form-data', authtoken: owner.token },
    });
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json().flag).toBe(false);
  });

  it('needs a session, and JSON routes still refuse multipart', async () => {
    expect((await parse([filePart('a.pdf', pdfOf(4))], '')).status).toBe(401);
    const { payload, headers } = multipartBody([{ name: 'fileId', content: '1' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(resumes.editResumeTalent),
      payload,
      headers: { ...headers, authtoken: owner.token },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('size limits', () => {
  it('refuses a 50 MB upload by its declared length with E000413 and the limit, storing nothing', async () => {
    const before = await countFiles(owner.supplierId);
    const res = await parse([filePart('big.pdf', Buffer.concat([Buffer.from(pdfOf(5)), Buffer.alloc(50 * MiB)]))]);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000413' });
    expect(res.body.errorMsg).toContain('10 MB');
    expect(await countFiles(owner.supplierId)).toBe(before);
  });

  it('answers a declared 50 MB before reading the body (the stream here never even ends)', async () => {
    const { headers } = multipartBody([]);
    const endless = new Readable({ read() {} });
    endless.push(Buffer.alloc(1024));
    const res = await t.app.inject({
      method: 'POST',
      url: PARSE,
      payload: endless,
      headers: { ...headers, 'content-length': String(50 * MiB), authtoken: owner.token },
    });
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000413', errorMsg: 'file：文件过大，不能超过 10 MB' });
    endless.destroy();
  });

  it('stops reading a streamed upload (no length declared) at 10 MB', async () => {
    const { payload, headers } = multipartBody([filePart('big.pdf', Buffer.concat([Buffer.from(pdfOf(5)), Buffer.alloc(10 * MiB)]))]);
    const res = await t.app.inject({
      method: 'POST',
      url: PARSE,
      payload: Readable.from([payload]),
      headers: { ...headers, authtoken: owner.token },
    });
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000413' });
    expect(res.json().errorMsg).toContain('10 MB');
  });
});

describe('download', () => {
  it('serves the owner its file as an attachment with a safe RFC 5987 name and nosniff', async () => {
    const { body } = await parse([filePart('王五 简历;%\u202e.pdf', pdfOf(6))]);
    const res = await download(body.data.fileId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Not JSON: the document-only security headers are added to the gateway's set; the route's own policy stays.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-download-options']).toBe('noopen');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="__ ____.pdf"; filename*=UTF-8\'\'%E7%8E%8B%E4%BA%94%20%E7%AE%80%E5%8E%86%3B%25.pdf',
    );
    expect(res.rawPayload.equals(Buffer.from(pdfOf(6)))).toBe(true);
  });

  it('answers another supplier, a malformed id and an unknown id alike: not found, no bytes', async () => {
    const { body } = await parse([filePart('a.pdf', pdfOf(7))]);
    for (const [id, token] of [
      [body.data.fileId, other.token],
      ['abc', owner.token],
      ['99999999', owner.token],
    ] as const) {
      const res = await download(id, token);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '文件不存在或已被删除' });
    }
    expect((await download(body.data.fileId)).statusCode).toBe(401);
  });
});

describe('drafts: edit_resume_talent and resume_draft_list', () => {
  it('corrects fields (confidence 1), clears with null, and refuses a bad ID number by name', async () => {
    const { body } = await parse([filePart('a.txt', '姓名：某某\n学历：本科', 'text/plain')]);
    const p = person(8);
    const res = await t.call(
      resumes.editResumeTalent,
      { fileId: body.data.fileId, name: p.name, mobile: p.mobile, idNumber: p.idNumber, degree: null },
      { token: owner.token },
    );
    expect(res.body).toMatchObject({
      flag: true,
      data: {
        fields: { name: p.name, mobile: p.mobile, idNumber: p.idNumber, degree: null },
        confidence: { name: 1, mobile: 1, idNumber: 1, degree: 0 },
      },
    });
    const bad = await t.call(
      resumes.editResumeTalent,
      { fileId: body.data.fileId, idNumber: p.idNumber.slice(0, 17) + (p.idNumber[17] === '0' ? '1' : '0') },
      { token: owner.token },
    );
    expect(bad.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(bad.body.errorMsg).toContain('idNumber');
  });

  it("answers another supplier's draft as not found and changes nothing", async () => {
    const { body } = await parse([filePart('a.pdf', pdfOf(9))]);
    const res = await t.call(resumes.editResumeTalent, { fileId: body.data.fileId, name: '偷改' }, { token: other.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    const row = await t.db
      .selectFrom('resume_draft')
      .select('name')
      .where('file_id', '=', Number(body.data.fileId))
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(person(9).name);
    const list = await t.call(resumes.resumeDraftList, { pageNum: 1, pageSize: 100 }, { token: other.token });
    expect(list.body.data.list.map((d) => d.fileId)).not.toContain(body.data.fileId);
    const mine = await t.call(resumes.resumeDraftList, { pageNum: 1, pageSize: 100 }, { token: owner.token });
    expect(mine.body.data.list.map((d) => d.fileId)).toContain(body.data.fileId);
  });
});
