import { chinaDate } from '@contract/id-number';
import * as resumes from '@contract/resumes';
import { urlOf } from '../../../src/http/route';
import { upload } from '../../helpers/multipart';
import { chineseDocx, chinesePdf, personFor, resumeLines, type Person } from '../../helpers/resume-documents';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = ['name', 'mobile', 'idNumber', 'sex', 'age', 'degree'] as const;
const PER_FORMAT = 16;

function expected(p: Person) {
  return { name: p.name, mobile: p.mobile, idNumber: p.idNumber, sex: p.sex, age: p.age, degree: p.degree };
}

describe('parse_resume_talent: accuracy over generated Chinese resumes', () => {
  it.each([
    ['PDF', (lines: string[]) => chinesePdf(lines), 'pdf'],
    ['DOCX', (lines: string[]) => chineseDocx(lines), 'docx'],
  ] as const)('reads every field of %s resumes in four layouts', async (format, make, ext) => {
    const member = await supplierMember(t);
    const today = chinaDate(t.clock());
    const hits = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<(typeof FIELDS)[number], number>;
    const misses: string[] = [];
    for (let seed = 0; seed < PER_FORMAT; seed++) {
      const person = personFor(seed + (ext === 'pdf' ? 0 : 100), today);
      const res = await upload<resumes.ResumeDraft>(
        t.app,
        urlOf(resumes.parseResumeTalent),
        [{ name: 'file', filename: `简历${seed}.${ext}`, content: make(resumeLines(person, seed)) }],
        member.token,
      );
      expect(res.body.flag, res.body.errorMsg ?? '').toBe(true);
      const want = expected(person);
      for (const f of FIELDS) {
        if (res.body.data.fields[f] === want[f]) hits[f] += 1;
        else misses.push(`${format} #${seed} layout ${seed % 4} ${f}: got ${String(res.body.data.fields[f])}, want ${want[f]}`);
        expect(res.body.data.confidence[f]).toBeGreaterThanOrEqual(0);
        expect(res.body.data.confidence[f]).toBeLessThanOrEqual(1);
      }
    }
    const accuracy = Object.fromEntries(FIELDS.map((f) => [f, hits[f] / PER_FORMAT]));
    console.log(
      `${format} parse accuracy over ${PER_FORMAT} generated resumes:`,
      JSON.stringify(accuracy),
      misses.length ? `\n${misses.join('\n')}` : '',
    );
    for (const f of FIELDS) expect(accuracy[f], `${f}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
});
