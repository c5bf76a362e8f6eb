import * as agreements from '@contract/agreements';
import * as platform from '@contract/platform/agreements';
import { json, type RouteEntry } from '../../http/operation';
import { platformJson } from '../../http/platform-operation';
import { platformAgreementPublish, platformPartialContractCreate } from './console';
import { agreementSigning, checkSign, filledDetail, upgradeAuthTripartite } from './framework';
import { getAgreementList } from './list';
import { getPartialHtml, partialAgreementSigning } from './partial';

export const agreementRoutes: RouteEntry[] = [
  json(agreements.checkSign, checkSign),
  json(agreements.filledDetail, filledDetail),
  json(agreements.agreementSigning, agreementSigning),
  json(agreements.upgradeAuthTripartite, upgradeAuthTripartite),
  json(agreements.getAgreementList, getAgreementList),
  json(agreements.getPartialHtml, getPartialHtml),
  json(agreements.partialAgreementSigning, partialAgreementSigning),
];

/** The console's 协议 (staff only; the roles are the contract's). */
export const platformAgreementRoutes: RouteEntry[] = [
  platformJson(platform.platformAgreementPublish, platformAgreementPublish),
  platformJson(platform.platformPartialContractCreate, platformPartialContractCreate),
];
