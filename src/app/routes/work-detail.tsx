import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';

export default function WorkDetailScreen() {
  const { taskId = '' } = useParams();
  return (
    <PageFrame title="任务详情" breadcrumb={[{ title: '首页', to: '/' }, { title: '找工作', to: '/findJob' }, { title: '任务详情' }]} emptyText={`任务 ${taskId} 暂无详情`} />
  );
}
