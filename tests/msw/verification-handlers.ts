import { verification } from '@contract/index';
import type { AuthInfo } from '@contract/verification';
import { ok, onCall } from './contract';

/** A verified company supplier's verification, as auth_info answers it. */
export const authInfoFixture = (overrides: Partial<AuthInfo> = {}): AuthInfo => ({
  verifyStatus: 2,
  supplierId: 'sup-1',
  supplierName: '示例人力资源有限公司',
  supplierType: 'company',
  isMain: true,
  reason: null,
  submission: {
    kind: 'company',
    isUpgrade: false,
    status: 'approved',
    companyName: '示例人力资源有限公司',
    creditCode: '91330100799655058B',
    legalPerson: '王建国',
    licenceFileId: 'f-1',
    name: null,
    idNumberMasked: null,
    idFrontFileId: null,
    idBackFileId: null,
    submittedAt: '2026-11-01T10:00:00+08:00',
    reviewedAt: '2026-11-02T10:00:00+08:00',
  },
  tipsClosed: false,
  ...overrides,
});

export const verificationHandlers = [
  onCall(verification.authInfo, () => ok(authInfoFixture())),
  onCall(verification.upgradeCheck, () => ok({ canUpgrade: false, reason: '已是企业供应商，无需升级' })),
  onCall(verification.closeTips, () => ok(null)),
];
