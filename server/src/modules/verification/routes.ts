import type { FastifyInstance } from 'fastify';
import * as verification from '@contract/verification';
import { VERIFICATION_LIMITS } from '@contract/verification.meta';
import * as platform from '@contract/platform/suppliers';
import type { Authenticator } from '../../http/auth';
import type { RouteEntry } from '../../http/operation';
import { platformFile, platformJson } from '../../http/platform-operation';
import { registerEndpoint } from '../../http/route';
import { registerUploadEndpoint, uploadScope } from '../files';
import { platformVerificationApprove, platformVerificationImage, platformVerificationReject } from './console';
import type { VerificationInfo } from './info';
import type { VerificationService } from './service';

const IMAGE = {
  maxFiles: 1,
  maxFileBytes: VERIFICATION_LIMITS.imageMaxBytes,
  maxTotalBytes: VERIFICATION_LIMITS.imageMaxBytes,
  fileLabel: VERIFICATION_LIMITS.imageMaxLabel,
  totalLabel: VERIFICATION_LIMITS.imageMaxLabel,
  maxFields: 2,
};

export async function verificationRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  service: VerificationService,
  info: VerificationInfo,
): Promise<void> {
  await uploadScope(app, (scope) => {
    registerUploadEndpoint(scope, authenticate, verification.ocrParse, IMAGE, (auth, upload) => info.ocrParse(auth, upload));
  });
  registerEndpoint(app, authenticate, verification.companyAuth, ({ auth, body }) =>
    service.submit(auth, 'first', { kind: 'company', ...body }),
  );
  registerEndpoint(app, authenticate, verification.personAuth, ({ auth, body }) =>
    service.submit(auth, 'first', { kind: 'person', ...body }),
  );
  registerEndpoint(app, authenticate, verification.againAuth, ({ auth, body }) => service.submit(auth, 'again', body));
  registerEndpoint(app, authenticate, verification.upgrade, ({ auth, body }) =>
    service.submit(auth, 'upgrade', { kind: 'company', ...body }),
  );
  registerEndpoint(app, authenticate, verification.authInfo, ({ auth }) => info.authInfo(auth));
  registerEndpoint(app, authenticate, verification.upgradeCheck, ({ auth }) => info.upgradeCheck(auth));
  registerEndpoint(app, authenticate, verification.closeTips, ({ auth }) => info.closeTips(auth));
}

/** The console's 审核 and the verification images (staff only; the roles are the contract's). */
export const platformVerificationRoutes: RouteEntry[] = [
  platformJson(platform.platformVerificationApprove, platformVerificationApprove),
  platformJson(platform.platformVerificationReject, platformVerificationReject),
  platformFile(platform.platformVerificationImage, platformVerificationImage),
];
