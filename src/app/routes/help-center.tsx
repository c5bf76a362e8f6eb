import { PageFrame } from '@/components/ui/page-frame';

export default function HelpCenterScreen() {
  return <PageFrame title="帮助中心" breadcrumb={[{ title: '首页', to: '/' }, { title: '帮助中心' }]} emptyText="暂无帮助文章" />;
}
