import * as verification from '@contract/verification';
import { VERIFICATION_LIMITS } from '@contract/verification.meta';
import * as platform from '@contract/platform/suppliers';
import { json, upload, type RouteEntry } from '../../http/operation';
import { platformFile, platformJson } from '../../http/platform-operation';
import { platformVerificationApprove, platformVerificationImage, platformVerificationReject } from './console';
import { authInfo, closeTips, ocrParse, upgradeCheck } from './info';
import { againAuth, companyAuth, personAuth, upgrade } from './submit';

const IMAGE = {
  maxFiles: 1,
  maxFileBytes: VERIFICATION_LIMITS.imageMaxBytes,
  maxTotalBytes: VERIFICATION_LIMITS.imageMaxBytes,
  fileLabel: VERIFICATION_LIMITS.imageMaxLabel,
  totalLabel: VERIFICATION_LIMITS.imageMaxLabel,
  maxFields: 2,
};

export const verificationRoutes: RouteEntry[] = [
  upload(verification.ocrParse, IMAGE, ocrParse),
  json(verification.companyAuth, companyAuth),
  json(verification.personAuth, personAuth),
  json(verification.againAuth, againAuth),
  json(verification.upgrade, upgrade),
  json(verification.authInfo, authInfo),
  json(verification.upgradeCheck, upgradeCheck),
  json(verification.closeTips, closeTips),
];

/** The console's 审核 and the verification images (staff only; the roles are the contract's). */
export const platformVerificationRoutes: RouteEntry[] = [
  platformJson(platform.platformVerificationApprove, platformVerificationApprove),
  platformJson(platform.platformVerificationReject, platformVerificationReject),
  platformFile(platform.platformVerificationImage, platformVerificationImage),
];
