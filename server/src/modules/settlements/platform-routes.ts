import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import * as platform from '@contract/platform/settlements';
import { platformFile, platformJson, platformUpload } from '../../http/platform-operation';
import type { RouteEntry } from '../../http/operation';
import { platformDisputeReject, platformSettlementCorrect, platformSettlementPay, platformSettlementPayFail } from './platform-actions';
import { platformSettlementIssue, platformSettlementTemplate } from './platform-issue';
import { platformSettlementDetail, platformSettlementList } from './platform-views';

/** The attendance sheet: one .xlsx within the candidate import's limits, with the order and period beside it. */
const SHEET_LIMITS = {
  maxFiles: 1,
  maxFileBytes: FILE_LIMITS.importMaxBytes,
  maxTotalBytes: FILE_LIMITS.importMaxBytes,
  fileLabel: FILE_LIMIT_LABELS.importMaxBytes,
  totalLabel: FILE_LIMIT_LABELS.importMaxBytes,
  maxFields: 3,
};

/** 结算 in the platform console (finance and admin). */
export const platformSettlementRoutes: RouteEntry[] = [
  platformFile(platform.platformSettlementTemplate, platformSettlementTemplate),
  platformUpload(platform.platformSettlementIssue, SHEET_LIMITS, platformSettlementIssue),
  platformJson(platform.platformSettlementList, platformSettlementList),
  platformJson(platform.platformSettlementDetail, platformSettlementDetail),
  platformJson(platform.platformSettlementPay, platformSettlementPay),
  platformJson(platform.platformSettlementPayFail, platformSettlementPayFail),
  platformJson(platform.platformDisputeReject, platformDisputeReject),
  platformJson(platform.platformSettlementCorrect, platformSettlementCorrect),
];
