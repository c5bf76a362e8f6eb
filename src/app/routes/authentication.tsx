import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';

export default function AuthenticationScreen() {
  const { menukey = 'company' } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame title="身份认证" breadcrumb={[{ title: '首页', to: paths.home }, { title: '身份认证' }]}>
      <Tabs
        activeKey={menukey}
        onChange={(key) => navigate(href('authentication', { menukey: key }))}
        items={[
          { key: 'company', label: '企业认证' },
          { key: 'person', label: '个人认证' },
        ]}
      />
    </PageFrame>
  );
}
