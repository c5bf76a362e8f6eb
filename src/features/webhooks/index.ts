// Webhooks: the personal centre's 开放接口 → Webhook tab (its own chunk: the shared table stays out of the others).
import { lazy } from 'react';

export const WebhooksPanel = lazy(() => import('./components/webhooks-panel'));
