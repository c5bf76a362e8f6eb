import { PageFrame } from '@/components/ui/page-frame';
import { OrderList } from '@/features/orders/screens';
import { paths } from '@/config/paths';
import { WorkbenchMenu } from '../workbench-menu';

export default function OrderScreen() {
  return (
    <>
      <WorkbenchMenu />
      <PageFrame title="订单" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '订单' }]}>
        <OrderList />
      </PageFrame>
    </>
  );
}
