import type { FastifyInstance } from 'fastify';
import * as tracking from '@contract/tracking';
import { TRACKING_BODY_LIMIT_BYTES } from '@contract/tracking.meta';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { TrackingService } from './service';

/** 50 events of a few hundred bytes fit easily; anything bigger is not a tracking batch. */
export const TRACKING_BODY_LIMIT = TRACKING_BODY_LIMIT_BYTES;

export function trackingRoutes(app: FastifyInstance, authenticate: Authenticator, service: TrackingService): void {
  registerEndpoint(
    app,
    authenticate,
    tracking.addTrackingEvents,
    async ({ body, auth, request }) => {
      await service.record(body.events, { requestId: request.id, userId: auth?.userId ?? null, clientIp: request.ip });
      return null;
    },
    { bodyLimit: TRACKING_BODY_LIMIT },
  );
}
