import { CANDIDATE_DEGREES, type CandidateStatus } from '@contract/candidates.meta';
import { ageOn, checkCharOf, chinaDate } from '@contract/id-number';
import { insertDemoCandidate, type CandidateDetailJson } from '../modules/candidates';
import { insertDemoOrder, orderedTasks } from '../modules/orders';
import { allTaskContacts, countTakenPlace, insertTaskSites, oldestRoomyOpenTasks } from '../modules/tasks';
import type { Executor } from '../db/schema';
import { demoPeople } from './demo-people';
import { seededRandom, type Random } from './random';

const DAY = 24 * 3600_000;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '志强',
  '海燕',
  '晓东',
  '春梅',
];
const SCHOOLS = [
  '河南省周口市第一高级中学',
  '安徽省阜阳职业技术学院',
  '四川省南充市职业技术学校',
  '湖南省衡阳市第八中学',
  '江西省赣州市中等专业学校',
  '贵州省遵义职业技术学院',
];
const COMPANIES = [
  '昆山某精密电子厂',
  '东莞某玩具制品厂',
  '上海某物流仓储中心',
  '苏州某汽车配件公司',
  '深圳某电子科技公司',
  '杭州某快递分拨中心',
];
const POSITIONS = ['操作工', '分拣员', '质检员', '仓管员', '包装工', '叉车司机'];
const SKILLS = ['叉车证', '电工证', '熟练使用扫码枪', '吃苦耐劳', '会看图纸', 'ERP 系统', '焊工证', '能适应两班倒'];
const SITES = ['人力资源服务中心', '园区招聘大厅', '厂区东门面试点'];
const REJECT_REASONS = ['面试未到场', '体检未通过', '年龄不符合岗位要求', '候选人放弃'];

/** Where each demo candidate ends up, weighted towards the early steps (a live pipeline). */
const TARGETS: CandidateStatus[] = [
  'submitted',
  'submitted',
  'submitted',
  'screened',
  'screened',
  'interviewed',
  'interviewed',
  'hired',
  'hired',
  'hired',
  'left',
  'rejected',
  'rejected',
];
const PATH: CandidateStatus[] = ['submitted', 'screened', 'interviewed', 'hired', 'left'];

function idNumberFor(rnd: Random, birth: string, sex: 'male' | 'female'): string {
  const area = rnd.pick(['110101', '310104', '320583', '410102', '440305', '510107', '420106', '330106']);
  const seq = String(rnd.int(0, 99)).padStart(2, '0') + String(rnd.int(0, 4) * 2 + (sex === 'male' ? 1 : 0));
  const first17 = `${area}${birth.replaceAll('-', '')}${seq}`;
  return first17 + checkCharOf(first17);
}

function detailFor(rnd: Random, birthYear: number): CandidateDetailJson {
  const gradYear = birthYear + 18;
  return {
    education: [
      {
        school: rnd.pick(SCHOOLS),
        degree: rnd.pick(['high_school', 'college']),
        startMonth: `${gradYear - 3}-09`,
        endMonth: `${gradYear}-07`,
      },
    ],
    work: [
      {
        company: rnd.pick(COMPANIES),
        position: rnd.pick(POSITIONS),
        startMonth: `${gradYear + 1}-03`,
        endMonth: `${gradYear + 3}-12`,
        description: '流水线作业，服从班组安排',
      },
      { company: rnd.pick(COMPANIES), position: rnd.pick(POSITIONS), startMonth: `${gradYear + 4}-02` },
    ],
    skills: rnd.sample(SKILLS, rnd.int(1, 3)),
  };
}

/**
 * The demo supplier's orders and candidates, so every order and candidate screen shows something on the first
 * start: eight orders on the oldest seeded tasks (the newest stay free for taking orders in demos and tests) —
 * six ongoing, one finished, one cancelled; two taken by the member 李娜, two distributed to members — and about
 * sixty candidates spread over the pipeline, with their timelines, over the last six weeks. Deterministic.
 * Interview sites for every seeded task.
 */
export async function seedDemoOrders(trx: Executor, now: Date, randomSeed = 20240610): Promise<void> {
  const rnd = seededRandom(randomSeed);
  const tasks = await allTaskContacts(trx);
  const sites = tasks.flatMap((t, i) =>
    Array.from({ length: 1 + (i % 2) }, (_, k) => ({
      task_id: t.id,
      name: `${SITES[(i + k) % SITES.length]}`,
      address: k === 0 ? t.address : `${t.address}（${SITES[(i + k + 1) % SITES.length]}）`,
      contact_name: t.adviser_name,
      contact_phone: t.adviser_phone,
      sort: k,
    })),
  );
  await insertTaskSites(trx, sites);

  const people = await demoPeople(trx);
  if (!people) return;
  const { supplierId, admin, lina, zhangwei } = people;

  // The oldest open tasks with room, per-person ones first (they make the commission meaningful). A database
  // seeded before orders existed may hold the demo supplier's own orders already: their tasks are left out.
  const ordered = [...new Set((await orderedTasks(trx, supplierId)).map((o) => o.task_id))];
  const candidatesTasks = await oldestRoomyOpenTasks(trx, ordered, 40);
  const perPerson = candidatesTasks.filter((t) => t.reward_unit === 'person').slice(0, 3);
  const chosen = [...perPerson, ...candidatesTasks.filter((t) => !perPerson.includes(t))].slice(0, 8);
  const plan: { status: number; taker: typeof admin; assignees: (typeof admin)[] }[] = [
    { status: 1, taker: admin, assignees: [lina, zhangwei] },
    { status: 1, taker: admin, assignees: [zhangwei] },
    { status: 1, taker: lina, assignees: [] },
    { status: 1, taker: admin, assignees: [] },
    { status: 1, taker: lina, assignees: [] },
    { status: 1, taker: admin, assignees: [] },
    { status: 2, taker: admin, assignees: [] },
    { status: 3, taker: admin, assignees: [] },
  ];

  let n = 0;
  for (const [i, task] of chosen.entries()) {
    const p = plan[i]!;
    const takenAt = new Date(now.getTime() - (50 - i * 2) * DAY);
    await countTakenPlace(trx, task.id);
    const orderId = await insertDemoOrder(trx, {
      taskId: task.id,
      supplierId,
      takenBy: p.taker.user_id,
      status: p.status,
      at: takenAt,
      assignees: p.assignees.map((a) => a.user_id),
      assignedBy: admin.user_id,
    });
    if (p.status === 3) continue; // cancelled before anyone was submitted
    const count = p.status === 2 ? 6 : 9;
    for (let k = 0; k < count; k++) {
      n += 1;
      const sex = rnd.next() < 0.55 ? 'male' : 'female';
      const birth = `${rnd.int(1975, 2004)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
      const idNumber = idNumberFor(rnd, birth, sex);
      const mobile = `139${String(10_000_000 + n * 7919).slice(-8)}`;
      const submittedAt = new Date(takenAt.getTime() + (1 + k * 4 + rnd.int(0, 3)) * DAY + rnd.int(9, 17) * 3600_000);
      const submitter = p.assignees.length && k % 2 ? p.assignees[k % p.assignees.length]! : p.taker;
      const target = p.status === 2 ? rnd.pick<CandidateStatus>(['hired', 'left', 'rejected']) : rnd.pick(TARGETS);
      const steps = target === 'rejected' ? PATH.slice(0, rnd.int(1, 3)).concat('rejected') : PATH.slice(0, PATH.indexOf(target) + 1);
      // Moves follow each other by 1–3 days and never reach past yesterday.
      const times = steps.map(
        (_, s) => new Date(Math.min(submittedAt.getTime() + s * rnd.int(1, 3) * DAY, now.getTime() - DAY + s * 60_000)),
      );
      const changedAt = times[times.length - 1]!;
      const status = steps[steps.length - 1]!;
      const reason = status === 'rejected' ? rnd.pick(REJECT_REASONS) : null;
      await insertDemoCandidate(
        trx,
        {
          order_id: orderId,
          task_id: task.id,
          supplier_id: supplierId,
          name: rnd.pick(SURNAMES) + rnd.pick(GIVEN),
          mobile,
          id_number: idNumber,
          person_key: `id:${idNumber}`,
          sex,
          age: ageOn(birth, chinaDate(submittedAt)),
          birth_date: birth,
          degree: rnd.pick(CANDIDATE_DEGREES.slice(0, 3)).code,
          expected_interview_time:
            status === 'submitted' || status === 'screened' ? new Date(now.getTime() + rnd.int(1, 6) * DAY + 2 * 3600_000) : null,
          remark: k % 4 === 0 ? rnd.pick(['可上夜班', '周末可面试', '老乡介绍，两人一起', '有相关经验']) : null,
          status,
          reject_reason: reason,
          detail: k % 3 === 0 ? JSON.stringify(detailFor(rnd, Number(birth.slice(0, 4)))) : null,
          submitted_by: submitter.user_id,
          created_at: submittedAt,
          status_changed_at: changedAt,
          updated_at: changedAt,
        },
        steps.map((to, s) => ({
          from_status: s === 0 ? null : steps[s - 1]!,
          to_status: to,
          reason: to === 'rejected' ? reason : null,
          actor_user_id: s === 0 ? submitter.user_id : null,
          actor_label: s === 0 ? submitter.user_name : '平台',
          created_at: times[s]!,
        })),
      );
    }
  }
}
