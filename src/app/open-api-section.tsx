import { Suspense } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/paths';
import { WebhooksPanel } from '@/features/webhooks';

/** The personal centre's 开放接口 (administrator only): one tab per feature; `tabKey` in the path picks one. */
export function OpenApiSection({ tabKey }: { tabKey: string | undefined }) {
  const navigate = useNavigate();
  const items = [
    {
      key: 'webhook',
      label: 'Webhook',
      children: (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <WebhooksPanel />
        </Suspense>
      ),
    },
  ];
  const active = items.some((i) => i.key === tabKey) ? tabKey : items[0]!.key;
  return <Tabs activeKey={active} items={items} onChange={(key) => navigate(href('myUserInfo', { menukey: 'openApi', tabKey: key }))} />;
}
