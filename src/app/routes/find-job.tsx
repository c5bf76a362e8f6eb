import { Empty, Input } from 'antd';
import { PageFrame } from '@/components/ui/page-frame';

export default function FindJobScreen() {
  return (
    <PageFrame title="找工作" breadcrumb={[{ title: '首页', to: '/' }, { title: '找工作' }]}>
      <Input.Search className="find-job-search" placeholder="搜索职位、公司或城市" enterButton="搜索" size="large" allowClear />
      <Empty description="暂无任务" />
    </PageFrame>
  );
}
