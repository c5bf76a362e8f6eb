import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LightSkeletonText } from '@/components/light/skeleton';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CandidateList } from '@/features/candidates';
import { useListEnumsQuery } from '@/features/reference/api';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

/** The order's candidates, named by its task and order in the title, the breadcrumb and the document title. */
function CandidateListScreen() {
  const { taskId = '', orderId = '', status } = useParams();
  // The talentDegree enum of the reference data; a person has one degree, so 「不限」 is left out.
  const { data } = useListEnumsQuery({ types: ['talentDegree'] });
  const degrees = useMemo(() => (data?.talentDegree ?? []).filter((d) => d.code !== 'any'), [data]);
  // The task's title once the list has it; null when the order cannot be read (无权查看, a failed load).
  const [order, setOrder] = useState<{ taskId: string; taskTitle: string | null } | null>(null);
  const onOrder = useCallback(
    (found: { taskTitle: string } | null) => {
      const taskTitle = found?.taskTitle ?? null;
      setOrder((prev) => (prev?.taskId === taskId && prev.taskTitle === taskTitle ? prev : { taskId, taskTitle }));
    },
    [taskId],
  );
  const settled = order?.taskId === taskId;
  const known = settled ? order.taskTitle : null;
  const name = known ? `${known}（订单 ${orderId}）` : `订单 ${orderId}`;
  usePageMeta({ title: known ? `候选人列表 - ${name}` : undefined });
  // Until the list names the task: a grey bar where its title goes, about as long as a task's title, so the heading
  // and the breadcrumb take the lines they will take and the list under them does not move when the name comes. An
  // order that cannot be read is named by its number alone.
  const pending = settled
    ? undefined
    : (width: string) => (
        <>
          <LightSkeletonText width={width} />
          （订单 {orderId}）
        </>
      );
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title={`${name} 的候选人`}
        heading={pending && <>{pending('10em')} 的候选人</>}
        breadcrumb={[
          { title: '首页', to: paths.home },
          { title: '工作台', to: paths.workbench },
          { title: '订单', to: paths.order },
          { title: name, node: pending?.('16em') },
          { title: '候选人列表' },
        ]}
      >
        <CandidateList key={orderId} taskId={taskId} orderId={orderId} status={status} degrees={degrees} onOrder={onOrder} />
      </PageFrame>
    </>
  );
}

export default supplierOnly('候选人列表', CandidateListScreen);
