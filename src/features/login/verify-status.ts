import type { VerifyStatus } from '@contract/login';

/** Our meanings of verifyStatus (contract/login.ts VERIFY_STATUS; restated: the SPA imports only types). */
const LABELS: Record<VerifyStatus, { label: string; color: string }> = {
  0: { label: '未认证', color: 'default' },
  1: { label: '审核中', color: 'processing' },
  2: { label: '已认证', color: 'success' },
  3: { label: '未通过', color: 'error' },
  5: { label: '未加入企业', color: 'default' },
};

export function verifyStatusTag(status: number, hasSupplier: boolean): { label: string; color: string } {
  if (!hasSupplier) return LABELS[5];
  return LABELS[status as VerifyStatus] ?? { label: `状态 ${status}`, color: 'default' };
}
