import { useMemo } from 'react';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useMyOrderListQuery } from '@/features/orders/api';
import { SettlementList } from '@/features/settlements/components/settlement-list';
import { SettlementViewGuard } from '@/features/settlements/components/view-guard';
import { useSettlementPermissions } from '@/lib/state/permissions';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

/** The task filter offers the tasks of the supplier's orders (bills are issued per order). */
function useTaskOptions(skip: boolean) {
  const { data } = useMyOrderListQuery({ pageNum: 1, pageSize: 100 }, { skip });
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const order of data?.list ?? []) seen.set(order.taskId, order.taskTitle);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [data]);
}

function SettlementManagementScreen() {
  const { canView } = useSettlementPermissions();
  const taskOptions = useTaskOptions(!canView);
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title="结算管理"
        breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '结算管理' }]}
      >
        <SettlementViewGuard>
          <SettlementList taskOptions={taskOptions} />
        </SettlementViewGuard>
      </PageFrame>
    </>
  );
}

export default supplierOnly('结算管理', SettlementManagementScreen);
