import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { file, json, type RouteEntry } from '../../http/operation';
import { donateStatistics, donorRecordExport, donorRecordList } from './records';
import {
  addCandidate,
  checkCandidate,
  detailAdd,
  detailEdit,
  detailLook,
  selectSiteList,
  setExpectedInterviewTime,
  setRemark,
  shareInfo,
  showTalentInfo,
  talentList,
  updateCandidate,
} from './service';
import { talentExport } from './talent-export';

export const candidateRoutes: RouteEntry[] = [
  json(candidates.addCandidate, addCandidate),
  json(candidates.checkCandidate, checkCandidate),
  json(candidates.updateCandidate, updateCandidate),
  json(candidates.talentList, talentList),
  json(candidates.detailAdd, detailAdd),
  json(candidates.detailEdit, detailEdit),
  json(candidates.detailLook, detailLook),
  json(candidates.selectSiteList, selectSiteList),
  json(candidates.setRemark, setRemark),
  json(candidates.setExpectedInterviewTime, setExpectedInterviewTime),
  json(candidates.shareInfo, shareInfo),
  json(candidates.showTalentInfo, showTalentInfo),
  // The supplier's submissions over all its orders (the orders contract's 供应商记录 pages) are read here.
  json(orders.donorRecordList, donorRecordList),
  json(orders.donateStatistics, donateStatistics),
  // The exports answer with the file itself; a refusal (validation, permission, not found) is still the envelope.
  file(orders.donorRecordExport, donorRecordExport),
  file(candidates.talentExport, talentExport),
];
