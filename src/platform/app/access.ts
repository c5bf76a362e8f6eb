import type { StaffRole } from '@contract/platform/http.meta';

const READERS = ['reviewer', 'operator', 'finance'] as const;

/**
 * Who may make each call the console makes, as the contract's endpoints say (`roles`; admin may always). A copy,
 * because the contract's values carry zod and the console loads only its types; tests/platform/access.test.ts
 * holds it equal to contract/platform/*.ts.
 */
export const ENDPOINT_ROLES = {
  platformTodoCounts: READERS,
  platformSupplierList: READERS,
  platformSupplierDetail: READERS,
  platformVerificationApprove: ['reviewer'],
  platformVerificationReject: ['reviewer'],
  platformTaskList: ['operator'],
  platformTaskPublish: ['operator'],
  platformTaskUpdate: ['operator'],
  platformTaskClose: ['operator'],
  platformOrderList: ['operator'],
  platformCandidateMove: ['operator'],
  platformSettlementList: ['finance'],
  platformSettlementIssue: ['finance'],
  platformSettlementPay: ['finance'],
  platformSettlementPayFail: ['finance'],
  platformDisputeReject: ['finance'],
  platformSettlementCorrect: ['finance'],
  platformAgreementPublish: ['operator'],
  platformPartialContractCreate: ['operator'],
  platformStaffList: [],
  platformStaffCreate: [],
  platformStaffUpdate: [],
  platformActionList: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type EndpointName = keyof typeof ENDPOINT_ROLES;
