import * as agreements from '@contract/agreements';
import { json, type RouteEntry } from '../../http/operation';
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
