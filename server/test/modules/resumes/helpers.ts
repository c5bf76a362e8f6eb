import { chinaDate } from '@contract/id-number';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { upload, type Part } from '../../helpers/multipart';
import { chinesePdf, personFor, resumeLines } from '../../helpers/resume-documents';
import type { Member } from '../../helpers/tasks';
import type { TestApp } from '../../helpers/test-app';

export const PARSE = urlOf(resumes.parseResumeTalent);
export const MiB = 1024 * 1024;
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A Windows executable's magic bytes, padded. */
export const EXE = (() => {
  const b = Buffer.alloc(1024);
  b.write('MZ');
  return b;
})();

export const filePart = (filename: string, content: Uint8Array | string, contentType = 'application/pdf'): Part => ({
  name: 'file',
  filename,
  content,
  contentType,
});

/** What the upload test files call, for an app and an owner their beforeAll sets (hence the getters). */
export function uploadCalls(app: () => TestApp, owner: () => Member) {
  const person = (seed: number) => personFor(seed, chinaDate(app().clock()));
  const countOf = async (table: 'stored_file' | 'resume_draft', supplierId: number) =>
    Number(
      (
        await app()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('supplier_id', '=', supplierId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    person,
    pdfOf: (seed: number) => chinesePdf(resumeLines(person(seed), 0)),
    parse: (parts: Part[], token = owner().token) => upload<resumes.ResumeDraft>(app().app, PARSE, parts, token),
    countFiles: (supplierId: number) => countOf('stored_file', supplierId),
    countDrafts: (supplierId: number) => countOf('resume_draft', supplierId),
  };
}
