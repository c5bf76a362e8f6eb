import { PageFrame } from '@/components/ui/page-frame';
import { DonorRecordList } from '@/features/orders/screens';
import { paths } from '@/config/paths';

export default function ConfessionRecordScreen() {
  return (
    <PageFrame title="供应商记录" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '供应商记录' }]}>
      <DonorRecordList />
    </PageFrame>
  );
}
