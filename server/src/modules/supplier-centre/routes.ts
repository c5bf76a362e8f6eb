import * as centre from '@contract/supplier-centre';
import { json, upload, type RouteEntry } from '../../http/operation';
import { bankInfo, operationBank } from './bank';
import { detail, editDetail, uploadLogo } from './profile';

const LOGO = {
  maxFiles: 1,
  maxFileBytes: centre.LOGO_MAX_BYTES,
  maxTotalBytes: centre.LOGO_MAX_BYTES,
  fileLabel: centre.LOGO_MAX_LABEL,
  totalLabel: centre.LOGO_MAX_LABEL,
};

export const supplierCentreRoutes: RouteEntry[] = [
  json(centre.detail, detail),
  json(centre.editDetail, editDetail),
  upload(centre.uploadLogo, LOGO, uploadLogo),
  json(centre.bankInfo, bankInfo),
  json(centre.operationBank, operationBank),
];
