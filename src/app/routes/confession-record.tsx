import { PageFrame } from '@/components/ui/page-frame';
import { DonorRecordList } from '@/features/orders/screens';

export default function ConfessionRecordScreen() {
  return (
    <PageFrame title="供应商记录" breadcrumb={[{ title: '首页', to: '/' }, { title: '工作台', to: '/workbench' }, { title: '供应商记录' }]}>
      <DonorRecordList />
    </PageFrame>
  );
}
