import { Breadcrumb, Card } from 'antd';
import { Link } from 'react-router-dom';
import { AgreementArticle } from '@/features/cms';
import { paths } from '@/config/paths';

export default function AgreementServiceScreen() {
  return (
    <>
      <Breadcrumb className="page-frame-breadcrumb" items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '用户服务协议' }]} />
      <Card variant="borderless">
        <AgreementArticle />
      </Card>
    </>
  );
}
