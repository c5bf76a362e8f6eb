import type { FastifyInstance } from 'fastify';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import type { Authenticator } from '../../http/auth';
import { registerFileEndpoint } from '../../http/file-route';
import { registerEndpoint } from '../../http/route';
import type { RecordService } from './records';
import type { CandidateService } from './service';
import type { TalentExport } from './talent-export';

export function candidateRoutes(app: FastifyInstance, authenticate: Authenticator, service: CandidateService, records: RecordService, exportTalents: TalentExport): void {
  registerEndpoint(app, authenticate, candidates.addCandidate, ({ body, auth }) => service.add(body, auth));
  registerEndpoint(app, authenticate, candidates.checkCandidate, ({ body, auth }) => service.check(body, auth));
  registerEndpoint(app, authenticate, candidates.updateCandidate, ({ body, auth }) => service.update(body, auth));
  registerEndpoint(app, authenticate, candidates.talentList, ({ body, auth }) => service.talentList(body, auth));
  registerEndpoint(app, authenticate, candidates.detailAdd, ({ body, auth }) => service.writeDetail(body, auth, 'add'));
  registerEndpoint(app, authenticate, candidates.detailEdit, ({ body, auth }) => service.writeDetail(body, auth, 'edit'));
  registerEndpoint(app, authenticate, candidates.detailLook, ({ body, auth }) => service.detailLook(body.candidateId, auth));
  registerEndpoint(app, authenticate, candidates.selectSiteList, ({ body, auth }) => service.siteList(body.orderId, auth));
  registerEndpoint(app, authenticate, candidates.setRemark, ({ body, auth }) => service.remark(body, auth));
  registerEndpoint(app, authenticate, candidates.setExpectedInterviewTime, ({ body, auth }) => service.expectedInterview(body, auth));
  registerEndpoint(app, authenticate, candidates.shareInfo, ({ body, auth }) => service.share(body.candidateId, auth));
  registerEndpoint(app, authenticate, candidates.showTalentInfo, ({ body }) => service.sharedCard(body.token));

  registerEndpoint(app, authenticate, orders.donorRecordList, ({ body, auth }) => records.donorRecords(body, auth));
  registerEndpoint(app, authenticate, orders.donateStatistics, ({ body, auth }) => records.statistics(body, auth));
  registerEndpoint(app, authenticate, orders.myCommission, ({ auth }) => records.commission(auth));

  // The exports answer with the file itself; a refusal (validation, permission, not found) is still the envelope.
  registerFileEndpoint(app, authenticate, orders.donorRecordExport, (body, auth) => records.exportRecords(body, auth));
  registerFileEndpoint(app, authenticate, candidates.talentExport, (body, auth) => exportTalents(body, auth));
}
