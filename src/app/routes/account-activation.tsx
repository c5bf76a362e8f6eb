import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { InvitationCard } from '@/features/members';

/** An invitation link (/accountActivation?code=…): open without login; joining needs the invited phone's login. */
export default function AccountActivationScreen() {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  if (!code) return <PageFrame title="账号激活" emptyText="暂无待激活的邀请，请打开企业管理员发给您的邀请链接" />;
  return (
    <PageFrame title="账号激活">
      <InvitationCard code={code} />
    </PageFrame>
  );
}
