import { Suspense } from 'react';
import { LightSkeleton } from '@/components/light/skeleton';
import { LightTabs } from '@/components/light/tabs';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '@/config/paths';
import { ApiKeysPanel } from '@/features/api-keys';
import { WebhooksPanel } from '@/features/webhooks';

export const OPEN_API_SECTION = 'openApi';

/** 开放接口's tabs, in order; `tabKey` in the path picks one (the first when it names none). */
const TABS = [
  { key: 'keys', label: 'API 密钥', children: <ApiKeysPanel /> },
  {
    key: 'webhook',
    label: 'Webhook',
    children: (
      <Suspense fallback={<LightSkeleton rows={6} />}>
        <WebhooksPanel />
      </Suspense>
    ),
  },
];

/** The personal centre's 开放接口 (administrator only): API keys, and the webhooks beside them. */
export default function OpenApiSection() {
  const { tabKey } = useParams();
  const navigate = useNavigate();
  const active = TABS.some((t) => t.key === tabKey) ? tabKey! : TABS[0]!.key;
  return (
    <section aria-labelledby="open-api-title">
      <div className="section-toolbar">
        <h3 id="open-api-title">开放接口</h3>
      </div>
      <LightTabs
        aria-label="开放接口"
        activeKey={active}
        items={TABS}
        onChange={(key) => navigate(href('myUserInfo', { menukey: OPEN_API_SECTION, tabKey: key }), { replace: true })}
      >
        {TABS.find((t) => t.key === active)!.children}
      </LightTabs>
    </section>
  );
}
