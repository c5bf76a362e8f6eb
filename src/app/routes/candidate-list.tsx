import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { CandidateList } from '@/features/candidates';
import { useListEnumsQuery } from '@/features/reference/api';

export default function CandidateListScreen() {
  const { taskId = '', orderId = '', status } = useParams();
  // The talentDegree enum of the reference data; a person has one degree, so 「不限」 is left out.
  const { data } = useListEnumsQuery({ types: ['talentDegree'] });
  const degrees = useMemo(() => (data?.talentDegree ?? []).filter((d) => d.code !== 'any'), [data]);
  return (
    <PageFrame
      title="候选人列表"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '订单', to: paths.order }, { title: '候选人列表' }]}
    >
      <CandidateList key={orderId} taskId={taskId} orderId={orderId} status={status} degrees={degrees} />
    </PageFrame>
  );
}
