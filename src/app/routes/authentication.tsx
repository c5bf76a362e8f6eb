import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { useRefreshLoginInfo } from '@/features/login/header';
import { VerificationPanel } from '@/features/verification';

/** 身份认证: the state of the supplier's verification and the company / person forms (tabs by menukey). */
export default function AuthenticationScreen() {
  const { menukey = 'company' } = useParams();
  const navigate = useNavigate();
  const refreshLoginInfo = useRefreshLoginInfo();
  return (
    <PageFrame title="身份认证" breadcrumb={[{ title: '首页', to: paths.home }, { title: '身份认证' }]}>
      <VerificationPanel
        menukey={menukey}
        onTabChange={(key) => navigate(href('authentication', { menukey: key }), { replace: true })}
        onSubmitted={() => void refreshLoginInfo()}
      />
    </PageFrame>
  );
}
