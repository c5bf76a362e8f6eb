import { PageFrame } from '@/components/ui/page-frame';

export default function HelpCenterDetailScreen() {
  return (
    <PageFrame title="帮助中心" breadcrumb={[{ title: '首页', to: '/' }, { title: '帮助中心', to: '/helpCenter' }, { title: '文章详情' }]} emptyText="文章不存在或已下线" />
  );
}
