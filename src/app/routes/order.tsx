import { PageFrame } from '@/components/ui/page-frame';
import { OrderList } from '@/features/orders/screens';
import { paths } from '@/config/paths';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

function OrderScreen() {
  return (
    <>
      <WorkbenchMenu />
      <PageFrame title="订单" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '订单' }]}>
        <OrderList />
      </PageFrame>
    </>
  );
}

export default supplierOnly('订单', OrderScreen);
