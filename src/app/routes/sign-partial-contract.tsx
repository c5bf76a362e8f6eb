import { Descriptions } from 'antd';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

export default function SignPartialContractScreen() {
  const { agreementId = '', mainId = '' } = useParams();
  return (
    <PageFrame title="合同签署" breadcrumb={[{ title: '首页', to: paths.home }, { title: '合同签署' }]}>
      <Descriptions column={1} items={[{ key: 'agreement', label: '协议编号', children: agreementId }, { key: 'main', label: '签约主体', children: mainId }]} />
    </PageFrame>
  );
}
