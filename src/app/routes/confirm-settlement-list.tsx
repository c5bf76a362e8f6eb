import { Descriptions, Empty } from 'antd';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

export default function ConfirmSettlementListScreen() {
  const { settlementId = '' } = useParams();
  return (
    <PageFrame
      title="确认结算单"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '结算管理', to: paths.settlementManagement }, { title: '确认结算单' }]}
    >
      <Descriptions column={1} items={[{ key: 'id', label: '结算单号', children: settlementId }]} />
      <Empty description="暂无待确认的结算明细" />
    </PageFrame>
  );
}
