import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { VERIFY_STATUS } from '@contract/login.meta';
import { LightButton } from '@/components/light/button';
import { WarningFilled } from '@/components/light/icons/warning-filled';
import { href, paths } from '@/config/paths';
import { Glyph } from '@/components/light/glyph';
import { useSharedSelector } from '@/lib/state/hooks';
import { useAuthInfoQuery, useCloseTipsMutation } from '../api';

const TEXT: Record<number, string> = {
  [VERIFY_STATUS.none]: '您还没有完成认证，完成企业或个人认证后即可接单。',
  [VERIFY_STATUS.unverified]: '您的供应商还没有完成认证，完成认证后即可接单。',
  [VERIFY_STATUS.reviewing]: '认证资料审核中，审核通过后即可接单。',
  [VERIFY_STATUS.rejected]: '认证未通过，请查看原因并重新提交。',
};

/**
 * The verification banner under the header for a logged-in user whose supplier is not verified; closing it
 * (close_tips) hides it for good, on every device. Not shown on the authentication screen itself.
 */
export function VerificationTips() {
  const { token, verifyStatus, isMain, supplierId } = useSharedSelector((state) => state.global);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Not on the authentication screen itself, nor where a user without a supplier gets the first-steps choice.
  const firstSteps = verifyStatus === VERIFY_STATUS.none && (pathname === paths.home || pathname.startsWith(paths.workbench));
  // Verifying is the administrator's (or a newcomer's, founding a company): a member who joined one is never asked,
  // nor is someone on an invitation's page, there to join rather than to found a company.
  const mayVerify = !supplierId || isMain;
  const joining = pathname.startsWith(paths.accountActivation);
  const relevant =
    Boolean(token) &&
    mayVerify &&
    verifyStatus !== VERIFY_STATUS.verified &&
    !matchPath(paths.authentication, pathname) &&
    !firstSteps &&
    !joining;
  const info = useAuthInfoQuery(undefined, { skip: !relevant });
  const [close, closing] = useCloseTipsMutation();
  const status = info.data?.verifyStatus;
  if (!relevant || !info.data || info.data.tipsClosed || status === undefined || !(status in TEXT)) return null;
  return (
    <div className={`light-alert verification-tips${status === VERIFY_STATUS.rejected ? ' light-alert-error' : ''}`} role="status">
      <Glyph icon={WarningFilled} className="light-alert-icon" />
      <span className="light-alert-text">{TEXT[status]}</span>
      <LightButton size="small" variant="link" onClick={() => navigate(href('authentication', { menukey: 'company' }))}>
        去认证
      </LightButton>
      <LightButton size="small" variant="link" className="verification-tips-close" loading={closing.isLoading} onClick={() => void close()}>
        不再提示
      </LightButton>
    </div>
  );
}
