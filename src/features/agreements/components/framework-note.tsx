import { Link } from 'react-router-dom';
import { VERIFY_STATUS } from '@contract/login.meta';
import { LightIcon } from '@/components/light/icon';
import { InfoCircleFilled } from '@/components/light/icons/info-circle-filled';
import { useSharedSelector } from '@/lib/state/hooks';
import { useCheckSignQuery } from '../api';
import { frameworkSigningHref } from '../links';

/**
 * The workbench's note that the supplier has not signed the current framework agreement (taking an order needs
 * it), with the way to sign it and back; nothing once signed, or before the supplier is verified (the
 * verification banner comes first: signing needs a verified party).
 */
export function FrameworkNote({ returnTo }: { returnTo: string }) {
  const verified = useSharedSelector((state) => Boolean(state.global.supplierId) && state.global.verifyStatus === VERIFY_STATUS.verified);
  const { data } = useCheckSignQuery(undefined, { skip: !verified });
  if (!verified || !data || data.signed) return null;
  return (
    <div className="light-alert light-alert-block" role="status">
      <LightIcon icon={InfoCircleFilled} className="light-alert-icon" />
      <div className="light-alert-text">
        <strong>{data.mode === 'tripartite' ? '企业升级后需重新签署框架协议' : '尚未签署框架协议'}</strong>
        <p className="framework-note-text">
          接单前需由有签署权限的成员签署{data.version ? `第 ${data.version} 版` : ''}框架协议。{' '}
          <Link to={frameworkSigningHref(returnTo)}>去签署框架协议</Link>
        </p>
      </div>
    </div>
  );
}
