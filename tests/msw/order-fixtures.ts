import { checkCharOf } from '@contract/id-number';
import type { CandidateDetailLook, CandidateSummary } from '@contract/candidates';
import type { DonorRecord, OrderSummary } from '@contract/orders';
import type { ResumeDraft } from '@contract/resumes';

const counts = { all: 0, submitted: 0, screened: 0, interviewed: 0, hired: 0, left: 0, rejected: 0 };

export const orderSummary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: 'o-1',
  taskId: 't-1',
  taskTitle: '南山科技园保安',
  companyName: '深圳示例物业有限公司',
  cityName: '深圳市',
  rewardAmount: 50000,
  rewardUnit: 'person',
  rewardUnitLabel: '元/人',
  settlementTypeLabel: '月结',
  status: 'ongoing',
  statusLabel: '进行中',
  takenAt: '2026-11-20T10:00:00+08:00',
  takenBy: { userId: 'u-1', userName: '张经理' },
  assignees: [],
  candidateCounts: { ...counts, all: 3, submitted: 2, hired: 1 },
  ...over,
});

export const orderPage = (
  list: OrderSummary[],
  over: Partial<{ total: number; counts: { all: number; ongoing: number; finished: number; cancelled: number } }> = {},
) => ({
  list,
  total: over.total ?? list.length,
  pageNum: 1,
  pageSize: 30,
  counts: over.counts ?? {
    all: list.length,
    ongoing: list.filter((o) => o.status === 'ongoing').length,
    finished: list.filter((o) => o.status === 'finished').length,
    cancelled: list.filter((o) => o.status === 'cancelled').length,
  },
});

export const candidateSummary = (over: Partial<CandidateSummary> = {}): CandidateSummary => ({
  candidateId: 'c-1',
  orderId: 'o-1',
  taskId: 't-1',
  name: '李四',
  mobile: '13812345678',
  idNumber: '1101**********1234',
  sex: 'male',
  age: 30,
  degree: 'college',
  degreeLabel: '大专',
  status: 'submitted',
  statusLabel: '已推荐',
  rejectReason: null,
  remark: null,
  expectedInterviewTime: null,
  siteId: null,
  resumeFileId: null,
  submittedAt: '2026-11-21T09:30:00+08:00',
  statusChangedAt: '2026-11-21T09:30:00+08:00',
  submittedBy: { userId: 'u-1', userName: '张经理' },
  hasDetail: false,
  ...over,
});

export const talentPage = (list: CandidateSummary[], countsOver: Partial<typeof counts> = {}) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 30,
  counts: { ...counts, all: list.length, ...countsOver },
  order: { orderId: '9', taskId: '101', taskTitle: '南山科技园保安', companyName: '深圳安保服务有限公司' },
});

export const candidateDetail = (over: Partial<CandidateDetailLook> = {}): CandidateDetailLook => ({
  ...candidateSummary(),
  idNumber: '11010519491231002X',
  birthDate: '1949-12-31',
  taskTitle: '南山科技园保安',
  detail: null,
  timeline: [{ from: null, to: 'submitted', toLabel: '已推荐', at: '2026-11-21T09:30:00+08:00', by: '张经理', reason: null }],
  ...over,
});

export const donorRecord = (over: Partial<DonorRecord> = {}): DonorRecord => ({
  candidateId: 'c-1',
  orderId: 'o-1',
  taskId: 't-1',
  taskTitle: '南山科技园保安',
  companyName: '深圳示例物业有限公司',
  name: '李四',
  mobile: '13812345678',
  sex: 'male',
  age: 30,
  status: 'submitted',
  statusLabel: '已推荐',
  submittedAt: '2026-11-21T09:30:00+08:00',
  statusChangedAt: '2026-11-21T09:30:00+08:00',
  submittedBy: '张经理',
  ...over,
});

export const resumeDraft = (over: Partial<ResumeDraft> = {}): ResumeDraft => ({
  fileId: 'f-1',
  fileName: '王五简历.pdf',
  fileSize: 2048,
  fields: { name: '王五', mobile: '13900001234', idNumber: null, sex: 'male', age: null, degree: 'bachelor' },
  confidence: { name: 0.95, mobile: 0.99, idNumber: 0, sex: 0.7, age: 0, degree: 0.8 },
  status: 'draft',
  candidateId: null,
  createdAt: '2026-11-22T10:00:00+08:00',
  ...over,
});

export const commission = () => ({
  earnedFen: 123456,
  pendingFen: 50000,
  hiredCount: 3,
  pendingCount: 1,
  paidBillCount: 2,
  unpaidBillCount: 1,
  unbilledHiredCount: 1,
  byTask: [],
});

export const statistics = (granularity: 'day' | 'week' | 'month' = 'day') => ({
  granularity,
  buckets: [
    { period: '2026-11-21', submitted: 4, interviewed: 2, hired: 1 },
    { period: '2026-11-22', submitted: 6, interviewed: 3, hired: 2 },
  ],
  totals: { submitted: 10, interviewed: 5, hired: 3 },
});

/** A valid ID number (checksum right) for a birth date YYYYMMDD and a 3-digit sequence (odd: male, even: female). */
export function validIdNumber(birth: string, seq = '123'): string {
  const first17 = `440305${birth}${seq}`;
  return first17 + checkCharOf(first17);
}

export const talentCard = () => ({
  name: '李*',
  mobile: '138****5678',
  sex: 'male' as const,
  sexLabel: '男',
  age: 30,
  degreeLabel: '大专',
  statusLabel: '已推荐',
  taskTitle: '南山科技园保安',
  education: [{ school: '深圳职业技术学院', degreeLabel: '大专', startMonth: '2014-09', endMonth: '2017-06' }],
  work: [],
  skills: ['消防证'],
  expiresAt: '2026-11-26T10:00:00+08:00',
});
