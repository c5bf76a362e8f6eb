import { PageFrame } from '@/components/ui/page-frame';

export default function AccountToBeCreditedScreen() {
  return (
    <PageFrame title="完善收款账户" breadcrumb={[{ title: '首页', to: '/' }, { title: '个人中心', to: '/myUserInfo/info' }, { title: '完善收款账户' }]} emptyText="暂无收款账户" />
  );
}
