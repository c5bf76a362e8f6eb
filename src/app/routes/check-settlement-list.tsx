import { Descriptions, Empty } from 'antd';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

export default function CheckSettlementListScreen() {
  const { settlementId = '', status = '' } = useParams();
  return (
    <PageFrame
      title="查看结算单"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '结算管理', to: paths.settlementManagement }, { title: '查看结算单' }]}
    >
      <Descriptions column={2} items={[{ key: 'id', label: '结算单号', children: settlementId }, { key: 'status', label: '状态', children: status }]} />
      <Empty description="暂无结算明细" />
    </PageFrame>
  );
}
