import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { PartialContractView } from '@/features/agreements/components/partial-contract-view';
import { agreementListHref } from '@/features/agreements/links';

// Drawn without antd (components/light; app/router.tsx LIGHT_SCREENS): the contract, its signing bar and record.
// The confirmation dialog comes with the first click on 签署 (components/ui/app-feedback.tsx).
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
