import { z } from 'zod';
import { candidateFields } from '@contract/candidates';
import { CANDIDATE_DEGREES, CANDIDATE_SEXES, type CandidateDegree, type CandidateSex } from '@contract/candidates.meta';
import { identityMismatches, normalizeIdNumber } from '@contract/id-number';
import type { ImportError } from '@contract/task-import';
import { IMPORT_COLUMNS, type ImportField } from '@contract/task-import.meta';
import { degreeVocabulary } from '../resumes';
import type { BatchCandidate } from '../candidates';

export const headerOf = (field: string) => IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? '';

const sexCodes = CANDIDATE_SEXES.map((s) => s.code) as [CandidateSex, ...CandidateSex[]];
const degreeCodes = CANDIDATE_DEGREES.map((d) => d.code) as [CandidateDegree, ...CandidateDegree[]];
const DEGREE_CHOICES = CANDIDATE_DEGREES.map((d) => d.label).join('、');

/**
 * A row's fields with the rules of `add` (resume files are not imported), but in the template's own words: the
 * messages name the labels a person typed or picked (男 / 女, 高中/中专 …), never the API's codes or formats.
 */
const rowSchema = z.strictObject({
  name: candidateFields.name,
  mobile: candidateFields.mobile,
  idNumber: candidateFields.idNumber,
  sex: z.enum(sexCodes, '性别只能填“男”或“女”'),
  age: candidateFields.age,
  degree: z.enum(degreeCodes, `学历只能从下拉列表中选择：${DEGREE_CHOICES}`),
  expectedInterviewTime: z.iso.datetime({ offset: true, message: '期望面试时间的格式应为 2026-12-01 10:00（北京时间）' }).optional(),
  remark: candidateFields.remark,
});

const MISSING: Record<ImportField, string> = {
  name: '姓名不能为空',
  mobile: '手机号不能为空',
  idNumber: '身份证号不能为空',
  sex: '性别不能为空（男 / 女）',
  age: '年龄不能为空',
  degree: '学历不能为空（请从下拉列表选择）',
  expectedInterviewTime: '',
  remark: '',
};

/** Checks one row like `add` would, before any database work: shape, then ID number against sex and age. */
export function checkRow(
  row: number,
  values: Record<string, unknown>,
  today: string,
): { fields?: BatchCandidate['fields']; errors: ImportError[] } {
  const errors: ImportError[] = [];
  for (const c of IMPORT_COLUMNS)
    if (c.required && values[c.field] === undefined) errors.push({ row, column: c.header, message: MISSING[c.field] });
  const parsed = rowSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (values[field] === undefined) continue;
      if (errors.some((e) => e.column === headerOf(field))) continue;
      errors.push({ row, column: headerOf(field), message: issue.message });
    }
    return { errors };
  }
  for (const m of identityMismatches(parsed.data, today)) errors.push({ row, column: headerOf(m.field), message: m.message });
  return errors.length ? { errors } : { fields: parsed.data, errors };
}

/** Who a row is, even when other cells are wrong (so a person twice in the file is said in the same pass). */
export function rowPersonKey(values: Record<string, unknown>): string | null {
  const id = typeof values.idNumber === 'string' ? normalizeIdNumber(values.idNumber) : '';
  if (id) return `id:${id}`;
  const mobile = typeof values.mobile === 'string' ? values.mobile.trim() : '';
  return mobile ? `m:${mobile}` : null;
}

const squeeze = (text: string) => text.replace(/[\s\u3000]/g, '').replace(/／/g, '/');

const SEX_WORDS: Record<string, CandidateSex> = { 男: 'male', 男性: 'male', 男士: 'male', 女: 'female', 女性: 'female', 女士: 'female' };
/** Every word that names a degree: the labels (高中/中专), their parts (高中, 中专) and common synonyms (专科, 研究生). */
const DEGREE_WORDS = new Map<string, CandidateDegree>(
  degreeVocabulary([...CANDIDATE_DEGREES]).flatMap((d) =>
    [...d.words, CANDIDATE_DEGREES.find((x) => x.code === d.code)!.label].map((w) => [squeeze(w), d.code] as const),
  ),
);

/** 男 / 男性 / male → male; anything else stays as typed (and is refused in the template's words). */
export const sexOf = (text: string): string =>
  SEX_WORDS[squeeze(text)] ?? (sexCodes as readonly string[]).find((c) => c === text.trim()) ?? text;

/** 高中/中专, 高中, 中专, 专科 … → the degree code; anything else stays as typed. */
export const degreeOf = (text: string): string =>
  DEGREE_WORDS.get(squeeze(text)) ?? (degreeCodes as readonly string[]).find((c) => c === text.trim()) ?? text;
