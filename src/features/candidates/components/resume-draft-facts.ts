import type { ResumeDraft } from '../resumes';
import type { DegreeOption } from './candidate-fields';

/** The queue's page: the newest drafts; the toolbar's count reads the same page (one request for both). */
export const DRAFT_PAGE = { pageNum: 1, pageSize: 50 } as const;

const LABELS = { name: '姓名', mobile: '手机号', idNumber: '身份证号', sex: '性别', age: '年龄', degree: '学历' } as const;
type Key = keyof typeof LABELS;
/** Below this the parser's reading is worth a second look. */
const DOUBTFUL = 0.6;

/** What a draft shows in the queue: a title, what was read, the parser's overall confidence and what to check. */
export function draftFacts(draft: ResumeDraft, degrees: readonly DegreeOption[]) {
  const f = draft.fields;
  const keys = Object.keys(LABELS) as Key[];
  const values = keys.map((k) => draft.confidence[k]);
  const confidence = values.reduce((sum, v) => sum + v, 0) / values.length;
  const read = [
    f.mobile && `手机号 ${f.mobile}`,
    f.sex && (f.sex === 'male' ? '男' : '女'),
    f.age !== null && `${f.age} 岁`,
    f.degree && (degrees.find((d) => d.code === f.degree)?.label ?? f.degree),
  ].filter(Boolean);
  const missing = keys.filter((k) => f[k] === null).map((k) => LABELS[k]);
  const unsure = keys.filter((k) => f[k] !== null && draft.confidence[k] < DOUBTFUL).map((k) => LABELS[k]);
  const doubts = [missing.length && `未识别：${missing.join('、')}`, unsure.length && `需核对：${unsure.join('、')}`]
    .filter(Boolean)
    .join('；');
  return { title: f.name ?? '姓名未识别', confidence, read: read.length ? read.join(' · ') : '未识别出其他信息', doubts };
}
