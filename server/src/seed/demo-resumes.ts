import { createHash } from 'node:crypto';
import { CANDIDATE_DEGREES } from '@contract/candidates.meta';
import { FILE_LIMITS } from '@contract/files.meta';
import { ageOn, checkCharOf, chinaDate } from '@contract/id-number';
import { candidatesWithoutResume, setCandidateResume } from '../modules/candidates';
import { insertFile } from '../modules/files';
import { degreeVocabulary, insertDemoDraft, parseResumeText, writeDocx } from '../modules/resumes';
import type { Executor } from '../db/schema';
import { demoSupplierAndAdmin } from './demo-people';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DEGREE_LABEL = Object.fromEntries(CANDIDATE_DEGREES.map((d) => [d.code, d.label]));
const JOBS = [
  ['苏州某电子有限公司', '操作工', '负责 SMT 产线上下料与目检，熟悉 5S'],
  ['昆山某精密制造厂', '质检员', '来料与成品抽检，填写质检报表'],
  ['上海某物流园', '分拣员', '包裹分拣、扫码入库，旺季日均 3000 件'],
  ['杭州某餐饮连锁', '服务员', '前厅接待、点单与收银'],
  ['深圳某新能源公司', '装配工', '电池模组装配，能适应两班倒'],
];

interface ResumePerson {
  name: string;
  mobile: string;
  idNumber: string;
  sex: string;
  age: number;
  degree: string;
}

/** A plain Chinese resume for a demo person, as a supplier would receive it. */
function resumeLines(p: ResumePerson, seed: number): string[] {
  const [company, position, duty] = JOBS[seed % JOBS.length]!;
  return [
    '个人简历',
    `姓名：${p.name}`,
    `性别：${p.sex === 'male' ? '男' : '女'}    年龄：${p.age}岁`,
    `手机：${p.mobile}`,
    `身份证号：${p.idNumber}`,
    `学历：${DEGREE_LABEL[p.degree] ?? '高中/中专'}`,
    '求职意向：普工 / 操作工，可接受倒班',
    '工作经历',
    `${2018 + (seed % 5)}.03 - 至今  ${company}  ${position}`,
    duty,
    '自我评价',
    '踏实肯干，服从安排，身体健康。',
  ];
}

const PENDING_DRAFTS: { name: string; sex: 'male' | 'female'; birth: string; area: string; mobile: string; degree: string }[] = [
  { name: '韩梅梅', sex: 'female', birth: '1998-04-16', area: '320506', mobile: '13912340001', degree: 'college' },
  { name: '李雷', sex: 'male', birth: '1996-09-02', area: '320583', mobile: '13912340002', degree: 'high_school' },
  { name: '周晓峰', sex: 'male', birth: '1990-12-25', area: '510107', mobile: '13912340003', degree: 'bachelor' },
];

function idNumberOf(area: string, birth: string, seq: number, sex: 'male' | 'female'): string {
  const first17 = `${area}${birth.replace(/-/g, '')}${String(seq).padStart(2, '0')}${sex === 'male' ? 1 : 2}`;
  return first17 + checkCharOf(first17);
}

/**
 * Demo resumes: every demo candidate without one gets a DOCX resume (stored like an upload, with its submitted
 * draft), and three fresh drafts wait in the review queue. Runs inside the seed's transaction, after the demo
 * candidates are seeded.
 */
export async function seedDemoResumes(trx: Executor, now: Date): Promise<void> {
  const demo = await demoSupplierAndAdmin(trx);
  if (!demo) return;
  const { supplier, admin } = demo;
  const today = chinaDate(now);
  const degrees = degreeVocabulary([...CANDIDATE_DEGREES]);

  async function store(p: ResumePerson, seed: number, candidateId: number | null): Promise<number> {
    const lines = resumeLines(p, seed);
    const content = writeDocx(lines);
    if (content.length > FILE_LIMITS.resumeMaxBytes) throw new Error('demo resume too large');
    const name = `${p.name}-简历.docx`;
    const fileId = await insertFile(trx, {
      supplierId: supplier.id,
      userId: admin.id,
      purpose: 'resume',
      name,
      mime: DOCX_MIME,
      ext: 'docx',
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      now,
    });
    const parsed = parseResumeText(lines.join('\n'), { today, degrees });
    await insertDemoDraft(trx, {
      file_id: fileId,
      file_name: name,
      file_size: content.length,
      supplier_id: supplier!.id,
      created_by: admin!.id,
      name: parsed.fields.name,
      mobile: parsed.fields.mobile,
      id_number: parsed.fields.idNumber,
      sex: parsed.fields.sex,
      age: parsed.fields.age,
      degree: parsed.fields.degree,
      confidence: JSON.stringify(parsed.confidence),
      candidate_id: candidateId,
      submitted_at: candidateId === null ? null : now,
      created_at: now,
      updated_at: now,
    });
    return fileId;
  }

  const candidates = await candidatesWithoutResume(trx, supplier.id);
  for (const [i, c] of candidates.entries()) {
    if (!c.id_number) continue;
    const fileId = await store(
      { name: c.name, mobile: c.mobile, idNumber: c.id_number, sex: c.sex, age: c.age, degree: c.degree },
      i,
      c.id,
    );
    await setCandidateResume(trx, c.id, fileId);
  }
  for (const [i, d] of PENDING_DRAFTS.entries()) {
    const idNumber = idNumberOf(d.area, d.birth, 10 + i, d.sex);
    await store({ name: d.name, mobile: d.mobile, idNumber, sex: d.sex, age: ageOn(d.birth, today), degree: d.degree }, i, null);
  }
}
