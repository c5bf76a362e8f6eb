import { ageOn, parseIdNumber } from '@contract/id-number';
import { CANDIDATE_DEGREES, type CandidateDegree } from '@contract/candidates.meta';
import type { ResumeConfidence, ResumeFields } from '@contract/resumes';

/** A degree of the `talentDegree` enum and the words that name it in résumés; higher `rank` is higher. */
export interface DegreeWords {
  code: CandidateDegree;
  rank: number;
  words: string[];
}

/** Words résumés use for each degree code of the seeded `talentDegree` enum, beyond its own label. */
const DEGREE_SYNONYMS: Record<string, string[]> = {
  junior_high: ['初中', '小学'],
  high_school: ['高中', '中专', '职高', '技校', '中技', '职专'],
  college: ['大专', '专科', '高职'],
  bachelor: ['本科', '学士', '统招本科'],
  master: ['硕士', '研究生', '博士', 'MBA'],
};

/**
 * The vocabulary for the enum rows as seeded (code, label, sort): the label's own words ("高中/中专" → 高中,
 * 中专; "硕士及以上" → 硕士) plus the synonyms above. A code the enum does not have is never produced.
 */
export function degreeVocabulary(items: { code: string; label: string }[]): DegreeWords[] {
  const known = new Set<string>(CANDIDATE_DEGREES.map((d) => d.code));
  return items
    .filter((i): i is { code: CandidateDegree; label: string } => known.has(i.code))
    .map((i, rank) => {
      const own = i.label.split('/').map((w) => w.replace(/及以[上下]$/, '').trim());
      return { code: i.code, rank, words: [...new Set([...own, ...(DEGREE_SYNONYMS[i.code] ?? [])])].filter(Boolean) };
    });
}

const LABEL_WORDS = '姓名|性别|年龄|电话|手机|联系|民族|出生|学历|籍贯|身份证|邮箱|婚姻|政治|住址|地址|求职|工作|毕业|专业|身高|体重';
const HEADINGS = new Set([
  '个人简历',
  '简历',
  '求职简历',
  '个人信息',
  '基本信息',
  '基本资料',
  '个人资料',
  '求职意向',
  '工作经历',
  '教育经历',
  '自我评价',
]);
const HAN_NAME = /^[\u4e00-\u9fa5]{2,4}$|^[\u4e00-\u9fa5]{1,6}·[\u4e00-\u9fa5]{1,6}$/;

interface Found<T> {
  value: T;
  confidence: number;
}

function findName(text: string, lines: string[]): Found<string> | null {
  const labelled = new RegExp(`姓\\s*名\\s*:?\\s*([\\u4e00-\\u9fa5·]{2,13}?)(?=\\s|$|[,;|/，；]|${LABEL_WORDS})`, 'm').exec(text);
  if (labelled) {
    const name = labelled[1]!;
    return { value: name, confidence: HAN_NAME.test(name) ? 0.95 : 0.7 };
  }
  for (const line of lines.slice(0, 8)) {
    const compact = line.replace(/\s+/g, '');
    if (HEADINGS.has(compact)) continue;
    const own = /^([\u4e00-\u9fa5]{2,4}?)的?(?:个人)?简历$/.exec(compact);
    if (own) return { value: own[1]!, confidence: 0.6 };
    if (HAN_NAME.test(compact)) return { value: compact, confidence: 0.5 };
  }
  return null;
}

function findMobile(text: string): Found<string> | null {
  const pattern = /(?<!\d)(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/g;
  const hits: { mobile: string; labelled: boolean }[] = [];
  for (const m of text.matchAll(pattern)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 12), m.index);
    hits.push({ mobile: m[1]! + m[2]! + m[3]!, labelled: /手机|电话|联系|tel|mobile|phone/i.test(before) });
  }
  if (!hits.length) return null;
  const distinct = new Set(hits.map((h) => h.mobile));
  const best = hits.find((h) => h.labelled) ?? hits[0]!;
  const confidence = distinct.size > 1 ? 0.6 : best.labelled ? 0.95 : 0.8;
  return { value: best.mobile, confidence };
}

/** 18 characters with a real birth date; the first one whose check character is right wins. */
function findIdNumber(text: string, today: string): (Found<string> & { birthDate?: string; sex?: 'male' | 'female' }) | null {
  const pattern = /(?<![0-9A-Za-z])([1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx])(?![0-9A-Za-z])/g;
  let fallback: string | null = null;
  for (const m of text.matchAll(pattern)) {
    const parsed = parseIdNumber(m[1]!, today);
    if (parsed.ok) return { value: parsed.idNumber, confidence: 0.98, birthDate: parsed.birthDate, sex: parsed.sex };
    fallback ??= m[1]!.toUpperCase();
  }
  // Shaped like an ID but its check character is wrong: offered for correction, with little confidence.
  return fallback ? { value: fallback, confidence: 0.2 } : null;
}

function findSex(text: string): Found<'male' | 'female'> | null {
  const labelled = /性\s*别\s*:?\s*(男|女)/.exec(text);
  if (labelled) return { value: labelled[1] === '男' ? 'male' : 'female', confidence: 0.9 };
  const loose = /(?:^|[\s|,/，、])(男|女)(?=$|[\s|,/，、])/m.exec(text);
  return loose ? { value: loose[1] === '男' ? 'male' : 'female', confidence: 0.6 } : null;
}

function findAge(text: string, today: string): Found<number> | null {
  const labelled = /年\s*龄\s*:?\s*(\d{1,2})\s*(?:岁|周岁)?/.exec(text);
  if (labelled) return { value: Number(labelled[1]), confidence: 0.9 };
  const birth = /出\s*生\s*(?:日\s*期|年\s*月)?\s*:?\s*((?:19|20)\d{2})\s*[年.\-/]\s*(\d{1,2})(?:\s*[月.\-/]\s*(\d{1,2}))?/.exec(text);
  if (birth) {
    const date = `${birth[1]}-${birth[2]!.padStart(2, '0')}-${(birth[3] ?? '1').padStart(2, '0')}`;
    return { value: ageOn(date, today), confidence: birth[3] ? 0.85 : 0.7 };
  }
  const loose = /(?<!\d)(\d{2})\s*(?:岁|周岁)/.exec(text);
  return loose ? { value: Number(loose[1]), confidence: 0.7 } : null;
}

function findDegree(text: string, vocabulary: DegreeWords[]): Found<CandidateDegree> | null {
  const highestIn = (fragment: string) => {
    let best: DegreeWords | null = null;
    for (const d of vocabulary) if (d.words.some((w) => fragment.includes(w)) && (!best || d.rank > best.rank)) best = d;
    return best;
  };
  const labelled = /(?:最高)?学\s*历\s*:?\s*([^\n]{1,20})/.exec(text);
  const fromLabel = labelled ? highestIn(labelled[1]!) : null;
  if (fromLabel) return { value: fromLabel.code, confidence: 0.9 };
  const anywhere = highestIn(text);
  return anywhere ? { value: anywhere.code, confidence: 0.6 } : null;
}

/**
 * Draft candidate fields from a Chinese résumé's text, each with a confidence from 0 (absent) to 1. A valid
 * ID number decides sex and age; when the résumé says otherwise, the ID's value stands with less confidence.
 */
export function parseResumeText(
  raw: string,
  options: { today: string; degrees: DegreeWords[] },
): { fields: ResumeFields; confidence: ResumeConfidence } {
  // NFKC folds full-width digits, letters and colons (１３８、：) into their ASCII forms.
  const text = raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00a0\u3000]/g, ' ');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const name = findName(text, lines);
  const mobile = findMobile(text);
  const id = findIdNumber(text, options.today);
  let sex = findSex(text);
  let age = findAge(text, options.today);
  if (id?.sex) sex = { value: id.sex, confidence: !sex || sex.value === id.sex ? 0.99 : 0.5 };
  if (id?.birthDate) {
    const fromId = ageOn(id.birthDate, options.today);
    age = { value: fromId, confidence: !age || age.value === fromId ? 0.99 : 0.5 };
  }
  const degree = findDegree(text, options.degrees);
  return {
    fields: {
      name: name?.value ?? null,
      mobile: mobile?.value ?? null,
      idNumber: id?.value ?? null,
      sex: sex?.value ?? null,
      age: age?.value ?? null,
      degree: degree?.value ?? null,
    },
    confidence: {
      name: name?.confidence ?? 0,
      mobile: mobile?.confidence ?? 0,
      idNumber: id?.confidence ?? 0,
      sex: sex?.confidence ?? 0,
      age: age?.confidence ?? 0,
      degree: degree?.confidence ?? 0,
    },
  };
}
