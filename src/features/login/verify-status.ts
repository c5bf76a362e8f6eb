import { VERIFY_STATUS } from '@contract/login.meta';
import type { VerifyStatus } from '@contract/login.meta';

/** Our meanings of verifyStatus (contract VERIFY_STATUS). */
const LABELS: Record<VerifyStatus, { label: string; color: string }> = {
  [VERIFY_STATUS.unverified]: { label: '未认证', color: 'default' },
  [VERIFY_STATUS.reviewing]: { label: '审核中', color: 'processing' },
  [VERIFY_STATUS.verified]: { label: '已认证', color: 'success' },
  [VERIFY_STATUS.rejected]: { label: '未通过', color: 'error' },
  [VERIFY_STATUS.none]: { label: '未加入企业', color: 'default' },
};

export const isVerified = (status: number): boolean => status === VERIFY_STATUS.verified;

export function verifyStatusTag(status: number, hasSupplier: boolean): { label: string; color: string } {
  if (!hasSupplier) return LABELS[VERIFY_STATUS.none];
  return LABELS[status as VerifyStatus] ?? { label: `状态 ${status}`, color: 'default' };
}
