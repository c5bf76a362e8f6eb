import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { upload, type Part } from '../../helpers/multipart';
import { raceTest, warmPool } from '../../helpers/races';
import { chineseDocx, resumeLines } from '../../helpers/resume-documents';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { EXE, filePart, MiB, PNG, uploadCalls } from './helpers';

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await supplierMember(t);
  other = await supplierMember(t);
});
afterAll(() => t.close());

const BULK = urlOf(resumes.bulkParseResumeTalent);

const { person, pdfOf, parse, countFiles, countDrafts } = uploadCalls(
  () => t,
  () => owner,
);
const bulk = (parts: Part[], token = owner.token) =>
  upload<{ items: { fileName: string; ok: boolean; draft?: resumes.ResumeDraft; errorMsg?: string }[]; succeeded: number; failed: number }>(
    t.app,
    BULK,
    parts,
    token,
  );

describe('upload_resume_unique_code: a retried upload is answered once', () => {
  const code = async () => (await t.call(resumes.uploadResumeUniqueCode, {})).body.data.uniqueCode;

  it('replays the first answer to a retry with the same code, storing one file', async () => {
    const uniqueCode = await code();
    const before = await countFiles(owner.supplierId);
    const parts = [{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(10))];
    const first = await parse(parts);
    const retry = await parse(parts);
    expect(first.body.flag).toBe(true);
    expect(retry.body).toEqual(first.body);
    expect(await countFiles(owner.supplierId)).toBe(before + 1);
  });

  raceTest('stores once when the retries race', async () => {
    await warmPool(t.db);
    const uniqueCode = await code();
    const before = await countFiles(owner.supplierId);
    const parts = [{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(11))];
    const answers = await Promise.all([parse(parts), parse(parts), parse(parts)]);
    expect(new Set(answers.map((a) => a.body.data.fileId)).size).toBe(1);
    expect(await countFiles(owner.supplierId)).toBe(before + 1);
  });

  it("is bound to the first supplier: another supplier's retry with it is not found", async () => {
    const uniqueCode = await code();
    await parse([{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(12))]);
    const res = await parse([{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(12))], other.token);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect(res.body.data).toBeNull();
  });

  it('refuses an unknown or expired code, and a refused file leaves the code usable', async () => {
    expect((await parse([{ name: 'uniqueCode', content: 'made-up' }, filePart('a.pdf', pdfOf(13))])).body.errorCode).toBe('E000404');
    const uniqueCode = await code();
    expect((await parse([{ name: 'uniqueCode', content: uniqueCode }, filePart('a.png', PNG)])).body.flag).toBe(false);
    expect((await parse([{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(13))])).body.flag).toBe(true);
    const expiring = await code();
    // A day later (moved in the table: moving the clock would expire the session too).
    await t.db
      .updateTable('upload_code')
      .set({ expires_at: t.clock() })
      .where('code_hash', '=', createHash('sha256').update(expiring).digest('hex'))
      .execute();
    expect((await parse([{ name: 'uniqueCode', content: expiring }, filePart('a.pdf', pdfOf(13))])).body.errorCode).toBe('E000404');
  });
});

describe('bulk_parse_resume_talent', () => {
  it('makes a draft of every good file and reports each bad one without losing the others', async () => {
    const before = await countDrafts(owner.supplierId);
    const res = await bulk([
      filePart('一.pdf', pdfOf(20)),
      filePart('二.png', PNG, 'image/png'),
      filePart('三.docx', chineseDocx(resumeLines(person(21), 1))),
      filePart('四.pdf', Buffer.from('%PDF-1.4 broken')),
    ]);
    expect(res.body.flag).toBe(true);
    expect(res.body.data).toMatchObject({ succeeded: 2, failed: 2 });
    expect(res.body.data.items.map((i) => [i.fileName, i.ok])).toEqual([
      ['一.pdf', true],
      ['二.png', false],
      ['三.docx', true],
      ['四.pdf', false],
    ]);
    expect(res.body.data.items[1]!.errorMsg).toContain('图片');
    expect(res.body.data.items[2]!.draft!.fields.name).toBe(person(21).name);
    expect(await countDrafts(owner.supplierId)).toBe(before + 2);
  });

  it('unpacks a zip of resumes (GBK-free UTF-8 names, folders and system files skipped)', async () => {
    const zip = zipSync({
      '简历/甲.pdf': pdfOf(22),
      '简历/乙.docx': chineseDocx(resumeLines(person(23), 3)),
      '简历/丙.exe': EXE,
      '__MACOSX/._甲.pdf': strToU8('junk'),
      '.DS_Store': strToU8('junk'),
    });
    const res = await bulk([filePart('resumes.zip', zip, 'application/zip')]);
    expect(res.body.data.items.map((i) => [i.fileName, i.ok])).toEqual([
      ['甲.pdf', true],
      ['乙.docx', true],
      ['丙.exe', false],
    ]);
    expect(res.body.data.items[1]!.draft!.fields.idNumber).toBe(person(23).idNumber);
  });

  it('refuses a zip bomb (60 MB of zeros in a few hundred KB) and stores nothing from it', async () => {
    const zeros = new Uint8Array(9 * MiB);
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 8; i++) entries[`${i}.txt`] = zeros;
    const bomb = zipSync(entries, { level: 9 });
    expect(bomb.length).toBeLessThan(1 * MiB);
    const before = await countFiles(owner.supplierId);
    const res = await bulk([filePart('bomb.zip', bomb, 'application/zip'), filePart('ok.pdf', pdfOf(24))]);
    expect(res.body.data.items.map((i) => [i.fileName, i.ok])).toEqual([
      ['bomb.zip', false],
      ['ok.pdf', true],
    ]);
    expect(res.body.data.items[0]!.errorMsg).toContain('解压后不能超过 60 MB');
    expect(await countFiles(owner.supplierId)).toBe(before + 1);
  });

  it('refuses a zip with too many entries', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 51; i++) entries[`${i}.txt`] = strToU8('姓名：张三');
    const res = await bulk([filePart('many.zip', zipSync(entries), 'application/zip')]);
    expect(res.body.data.items).toEqual([{ fileName: 'many.zip', ok: false, errorMsg: '压缩包内文件过多，最多 50 个' }]);
  });

  it('replays a retried bulk upload with its code', async () => {
    const { uniqueCode } = (await t.call(resumes.uploadResumeUniqueCode, {})).body.data;
    const parts = [{ name: 'uniqueCode', content: uniqueCode }, filePart('a.pdf', pdfOf(25)), filePart('b.pdf', pdfOf(26))];
    const before = await countDrafts(owner.supplierId);
    const first = await bulk(parts);
    const retry = await bulk(parts);
    expect(retry.body).toEqual(first.body);
    expect(await countDrafts(owner.supplierId)).toBe(before + 2);
  });
});
