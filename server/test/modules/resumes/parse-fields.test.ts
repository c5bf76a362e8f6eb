import { degreeVocabulary, parseResumeText } from '../../../src/modules/resumes';
import { idNumberFor } from '../../helpers/resume-documents';

/** The seeded talentDegree rows (reference-data.ts), "不限" included: it must never be produced. */
const degrees = degreeVocabulary([
  { code: 'any', label: '不限' },
  { code: 'junior_high', label: '初中及以下' },
  { code: 'high_school', label: '高中/中专' },
  { code: 'college', label: '大专' },
  { code: 'bachelor', label: '本科' },
  { code: 'master', label: '硕士及以上' },
]);
const today = '2026-11-23';
const parse = (text: string) => parseResumeText(text, { today, degrees });

describe('parseResumeText', () => {
  it('uses the explicit 性别 and 年龄 when there is no ID number', () => {
    const { fields, confidence } = parse('姓名：李娜\n性别：女\n年龄：31岁\n学历：大专');
    expect(fields).toEqual({ name: '李娜', mobile: null, idNumber: null, sex: 'female', age: 31, degree: 'college' });
    expect(confidence).toMatchObject({ name: 0.95, sex: 0.9, age: 0.9, degree: 0.9, mobile: 0, idNumber: 0 });
  });

  it('lets a valid ID number decide sex and age, with less confidence when the resume disagrees', () => {
    const id = idNumberFor('110105', '1990-05-20', 3, 'male');
    const { fields, confidence } = parse(`姓名：王强\n性别：女\n年龄：20\n身份证号：${id}`);
    expect(fields).toMatchObject({ idNumber: id, sex: 'male', age: 36 });
    expect(confidence).toMatchObject({ idNumber: 0.98, sex: 0.5, age: 0.5 });
  });

  it('offers an ID number with a wrong check character for correction, with little confidence', () => {
    const id = idNumberFor('110105', '1990-05-20', 3, 'male');
    const wrong = id.slice(0, 17) + (id[17] === '1' ? '2' : '1');
    const { fields, confidence } = parse(`身份证：${wrong}\n性别：男`);
    expect(fields).toMatchObject({ idNumber: wrong, sex: 'male', age: null });
    expect(confidence.idNumber).toBe(0.2);
  });

  it('reads full-width and spaced mobile numbers, and does not take one out of an ID number', () => {
    expect(parse('电话：１３９ ００１３ ８０００').fields.mobile).toBe('13900138000');
    expect(parse('+86 158-0013-8000').fields.mobile).toBe('15800138000');
    expect(parse(`身份证号：${idNumberFor('110105', '1990-05-20', 3, 'male')}`).fields.mobile).toBeNull();
  });

  it('maps degree words to the enum, the highest one when unlabelled, never 不限', () => {
    expect(parse('2008-2011 某中学 高中\n2011-2015 某大学 本科').fields.degree).toBe('bachelor');
    expect(parse('最高学历：硕士研究生').fields.degree).toBe('master');
    expect(parse('学历：中专').fields.degree).toBe('high_school');
    expect(parse('学历：不限').fields.degree).toBeNull();
  });

  it('does not take a heading for a name, and stops a name at the next label', () => {
    expect(parse('个人简历\n求职意向：普工').fields.name).toBeNull();
    expect(parse('姓名：欧阳娜娜性别：女').fields.name).toBe('欧阳娜娜');
  });
});
