import type { FastifyInstance, FastifySchema } from 'fastify';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import type { Authenticator, AuthContext } from '../../http/auth';
import { registerEndpoint, urlOf } from '../../http/route';
import type { RecordService } from './records';
import type { CandidateService } from './service';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987): no quote or control character gets through. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function candidateRoutes(app: FastifyInstance, authenticate: Authenticator, service: CandidateService, records: RecordService): void {
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

  // The export answers with the file itself; a refusal (validation, permission) is still the envelope.
  app.route({
    method: 'POST',
    url: urlOf(orders.donorRecordExport),
    schema: { body: orders.donorRecordExport.request } as FastifySchema,
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
    },
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const file = await records.exportRecords(request.body as Parameters<RecordService['exportRecords']>[0], request.auth as AuthContext);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
