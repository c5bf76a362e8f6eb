import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { agreementListHref, PartialContractView } from '@/features/agreements';

export default function SignPartialContractScreen() {
  const { agreementId = '', mainId = '' } = useParams();
  return (
    <PageFrame
      title="合同签署"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '协议管理', to: agreementListHref }, { title: '合同签署' }]}
    >
      <PartialContractView agreementId={agreementId} mainId={mainId} />
    </PageFrame>
  );
}
