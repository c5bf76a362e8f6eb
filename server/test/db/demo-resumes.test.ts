import mammoth from 'mammoth';
import * as files from '@contract/files';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../src/http/route';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo resumes', () => {
  it('gives the demo supplier a review queue of parsed DOCX drafts it can download', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const list = await t.call(resumes.resumeDraftList, { pageNum: 1, pageSize: 30 }, { token });
    expect(list.body.data.total).toBe(3);
    const draft = list.body.data.list.find((d) => d.fields.name === '韩梅梅')!;
    expect(draft.fields).toMatchObject({ mobile: '13912340001', sex: 'female', degree: 'college' });
    expect(draft.confidence.idNumber).toBeGreaterThan(0.9);
    const res = await t.app.inject({
      method: 'GET',
      url: `${urlOf(files.downloadFile)}?fileId=${draft.fileId}`,
      headers: { authtoken: token },
    });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await mammoth.extractRawText({ buffer: res.rawPayload })).value).toContain('姓名：韩梅梅');
  });

  it('attaches a resume to every demo candidate', async () => {
    const supplier = await t.db
      .selectFrom('supplier')
      .select('id')
      .where('credit_code', '=', '91310115MA1DEMO001')
      .executeTakeFirstOrThrow();
    const all = await t.db.selectFrom('candidate').select(['id', 'resume_file_id']).where('supplier_id', '=', supplier.id).execute();
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((c) => c.resume_file_id === null)).toEqual([]);
    const files = await t.db
      .selectFrom('stored_file')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .where(
        'id',
        'in',
        all.map((c) => Number(c.resume_file_id)),
      )
      .execute();
    expect(files).toHaveLength(all.length);
  });
});
