import { Space, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { AccountOverview, FirstSteps } from '@/features/login/overview';
import { useAppSelector } from '../hooks';
import { CommissionCards, DeliveryStatistics } from '@/features/orders/overview';
import { CollectionList } from '@/features/tasks/collections';

const TABS = [
  { key: 'overview', label: '概览' },
  { key: 'collection', label: '我的收藏' },
];

export default function WorkbenchScreen() {
  const { tabKey = 'overview' } = useParams();
  const navigate = useNavigate();
  const active = TABS.some((tab) => tab.key === tabKey) ? tabKey : 'overview';
  // No supplier yet: nothing of the workbench applies, only the way in.
  const hasSupplier = Boolean(useAppSelector((s) => s.global.supplierId));
  if (!hasSupplier) {
    return (
      <PageFrame title="工作台" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台' }]}>
        <FirstSteps />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="工作台" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台' }]}>
      <Tabs activeKey={active} onChange={(key) => navigate(href('workbenchTab', { tabKey: key }))} items={TABS} />
      {active === 'collection' ? (
        <CollectionList />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <AccountOverview />
          <CommissionCards />
          <DeliveryStatistics />
        </Space>
      )}
    </PageFrame>
  );
}
