import * as tracking from '@contract/tracking';
import { TRACKING_BODY_LIMIT_BYTES } from '@contract/tracking.meta';
import { json, type RouteEntry } from '../../http/operation';
import { addTrackingEvents } from './service';

/** 50 events of a few hundred bytes fit easily; anything bigger is not a tracking batch. */
export const TRACKING_BODY_LIMIT = TRACKING_BODY_LIMIT_BYTES;

export const trackingRoutes: RouteEntry[] = [json(tracking.addTrackingEvents, addTrackingEvents, { bodyLimit: TRACKING_BODY_LIMIT })];
