// Webhooks: the personal centre's 开放接口 → Webhook tab (its own chunk: the shared table stays out of the others),
// drawn with antd: it comes in AntdScope, as the tab around it is light.
import { lazy } from 'react';
import { withAntdScope } from '@/components/ui/lazy-screen';

export const WebhooksPanel = lazy(withAntdScope(() => import('./components/webhooks-panel')));
