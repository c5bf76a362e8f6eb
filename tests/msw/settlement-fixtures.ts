import type { BankList } from '@contract/supplier-centre';
import type {
  SettlementDetail,
  SettlementFailCheck,
  SettlementHistoryItem,
  SettlementLine,
  SettlementSummary,
} from '@contract/settlements';
import { SETTLEMENT_EVENT_LABELS, SETTLEMENT_STATUS_LABELS } from '@contract/settlements.meta';
import type { SettlementEvent, SettlementStatus } from '@contract/settlements.meta';

export const settlementSummary = (overrides: Partial<SettlementSummary> = {}): SettlementSummary => {
  const status: SettlementStatus = overrides.status ?? 'pending';
  return {
    settlementId: 's-1',
    orderId: 'o-1',
    taskId: 't-1',
    taskTitle: '南山科技园保安',
    companyName: '深圳示例物业有限公司',
    status,
    statusLabel: SETTLEMENT_STATUS_LABELS[status],
    totalAmount: 1234567,
    lineCount: 2,
    periodFrom: '2026-11-01',
    periodTo: '2026-11-15',
    issuedAt: '2026-11-16T09:30:00+08:00',
    version: 1,
    supersededBy: null,
    deletable: false,
    ...overrides,
  };
};

export const historyItem = (event: SettlementEvent, overrides: Partial<SettlementHistoryItem> = {}): SettlementHistoryItem => ({
  eventId: `h-${event}`,
  event,
  label: SETTLEMENT_EVENT_LABELS[event],
  actor: event === 'issued' || event === 'paid' || event === 'failed' ? '平台' : '张经理',
  at: '2026-11-16T09:30:00+08:00',
  ip: event === 'issued' || event === 'paid' || event === 'failed' ? null : '10.0.0.8',
  note: null,
  ...overrides,
});

export const settlementDetail = (overrides: Partial<SettlementDetail> = {}): SettlementDetail => {
  const status: SettlementStatus = overrides.status ?? 'pending';
  return {
    settlementId: 's-1',
    status,
    statusLabel: SETTLEMENT_STATUS_LABELS[status],
    totalAmount: 1234567,
    grossAmount: 1244567,
    deductionAmount: 10000,
    lineCount: 2,
    version: 1,
    order: { orderId: 'o-1', takenAt: '2026-10-30T10:00:00+08:00' },
    task: {
      taskId: 't-1',
      title: '南山科技园保安',
      companyName: '深圳示例物业有限公司',
      rewardUnit: 'hour',
      rewardUnitLabel: '元/小时',
      rewardAmount: 2550,
    },
    periodFrom: '2026-11-01',
    periodTo: '2026-11-15',
    issuedAt: '2026-11-16T09:30:00+08:00',
    payee: null,
    failReason: null,
    disputeReason: null,
    platformReply: null,
    supersedes: null,
    supersededBy: null,
    correction: null,
    paidAt: null,
    paymentReference: null,
    deletable: false,
    history: [historyItem('issued'), historyItem('viewed', { at: '2026-11-17T08:00:00+08:00' })],
    ...overrides,
  };
};

export const settlementLine = (overrides: Partial<SettlementLine> = {}): SettlementLine => ({
  lineId: 'l-1',
  candidateId: 'c-1',
  candidateName: '李四',
  quantity: 7.5,
  unit: 'hour',
  unitLabel: '小时',
  unitPrice: 2550,
  grossAmount: 19125,
  deduction: 0,
  deductionReason: null,
  amount: 19125,
  disputed: false,
  ...overrides,
});

export const payee = { accountId: 'b-1', bankName: '招商银行', accountName: '示例人力资源有限公司', accountNumber: '6225 **** **** 1234' };

export const failCheck = (overrides: Partial<SettlementFailCheck> = {}): SettlementFailCheck => ({
  settlementId: 's-1',
  status: 'failed',
  failReason: '收款账户户名与开户名不符',
  failedAt: '2026-11-20T15:00:00+08:00',
  payee,
  defaultPayee: payee,
  resubmittable: true,
  ...overrides,
});

export const counts = {
  pending: 1,
  disputed: 2,
  confirmed: 3,
  paid: 4,
  failed: 5,
  amounts: { pending: 2345678, disputed: 200000, confirmed: 300000, paid: 770000, failed: 50000 },
};

/** The supplier's bank accounts (bank_info): the payee accounts a bill can be paid to. */
export const bankList = (overrides: Partial<BankList> = {}): BankList => ({
  list: [
    {
      id: 'b-1',
      bankCode: 'CMB',
      bankName: '招商银行',
      accountName: '示例人力资源有限公司',
      accountNumber: '6225 **** **** 1234',
      branchName: '深圳分行',
      isDefault: true,
    },
    {
      id: 'b-7',
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      accountName: '示例人力资源有限公司',
      accountNumber: '6222 **** **** 7777',
      branchName: '',
      isDefault: false,
    },
  ],
  holderName: '示例人力资源有限公司',
  verified: true,
  ...overrides,
});
