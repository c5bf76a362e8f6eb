import { PageFrame } from '@/components/ui/page-frame';
import { OrderList } from '@/features/orders/screens';

export default function OrderScreen() {
  return (
    <PageFrame title="订单" breadcrumb={[{ title: '首页', to: '/' }, { title: '工作台', to: '/workbench' }, { title: '订单' }]}>
      <OrderList />
    </PageFrame>
  );
}
