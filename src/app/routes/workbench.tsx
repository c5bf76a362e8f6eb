import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { AccountOverview } from '@/features/login/overview';

const TABS = [{ key: 'overview', label: '概览' }];

export default function WorkbenchScreen() {
  const { tabKey = 'overview' } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame title="工作台" breadcrumb={[{ title: '首页', to: '/' }, { title: '工作台' }]}>
      <Tabs activeKey={tabKey} onChange={(key) => navigate(href('workbenchTab', { tabKey: key }))} items={TABS} />
      <AccountOverview />
    </PageFrame>
  );
}
