import { PageFrame } from '@/components/ui/page-frame';
import { href, paths } from '@/config/paths';

export default function AccountToBeCreditedScreen() {
  return (
    <PageFrame title="完善收款账户" breadcrumb={[{ title: '首页', to: paths.home }, { title: '个人中心', to: href('myUserInfo', { menukey: 'info' }) }, { title: '完善收款账户' }]} emptyText="暂无收款账户" />
  );
}
