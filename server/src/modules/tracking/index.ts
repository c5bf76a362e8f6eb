/** The tracking module's public face: other modules and ops use only what is exported here. */
export { addTrackingEvents, purgeTrackingEvents, TRACKING_BATCHES_PER_MINUTE } from './service';
export { trackingRoutes } from './routes';
