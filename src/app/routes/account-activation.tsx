import { PageFrame } from '@/components/ui/page-frame';

export default function AccountActivationScreen() {
  return <PageFrame title="账号激活" emptyText="暂无待激活的邀请" />;
}
