import type { FastifyInstance } from 'fastify';
import * as centre from '@contract/supplier-centre';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import { registerUploadEndpoint, uploadScope } from '../files';
import type { BankService } from './bank';
import type { CompanyProfileService } from './profile';

const LOGO = {
  maxFiles: 1,
  maxFileBytes: centre.LOGO_MAX_BYTES,
  maxTotalBytes: centre.LOGO_MAX_BYTES,
  fileLabel: centre.LOGO_MAX_LABEL,
  totalLabel: centre.LOGO_MAX_LABEL,
};

export async function supplierCentreRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  profile: CompanyProfileService,
  bank: BankService,
): Promise<void> {
  registerEndpoint(app, authenticate, centre.detail, ({ auth }) => profile.detail(auth));
  registerEndpoint(app, authenticate, centre.editDetail, ({ body, auth }) => profile.edit(auth, body));
  await uploadScope(app, (scope) => {
    registerUploadEndpoint(scope, authenticate, centre.uploadLogo, LOGO, (auth, upload) => profile.uploadLogo(auth, upload));
  });
  registerEndpoint(app, authenticate, centre.bankInfo, ({ auth }) => bank.info(auth));
  registerEndpoint(app, authenticate, centre.operationBank, ({ body, auth }) => bank.operate(auth, body));
}
