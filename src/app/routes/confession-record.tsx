import { PageFrame } from '@/components/ui/page-frame';
import { DonorRecordList } from '@/features/orders/screens';
import { paths } from '@/config/paths';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

function ConfessionRecordScreen() {
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title="供应商记录"
        breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '供应商记录' }]}
      >
        <DonorRecordList />
      </PageFrame>
    </>
  );
}

export default supplierOnly('供应商记录', ConfessionRecordScreen);
