/** The tracking module's public face: other modules and ops use only what is exported here. */
export { createTrackingService, TRACKING_BATCHES_PER_MINUTE, type TrackingService } from './service';
export { trackingRoutes } from './routes';
