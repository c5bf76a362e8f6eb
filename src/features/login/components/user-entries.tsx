import { Link } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';
import { UserOutlined } from '@/components/light/icons/user-outlined';
import { href } from '@/config/paths';
import { selectUserName } from '@/lib/state/global-slice';
import { useSharedSelector } from '@/lib/state/hooks';
import { useLogout } from '../use-logout';
import { verifyStatusTag } from '../verify-status';

const TAG_CLASS: Record<string, string> = { success: 'light-tag-success', processing: 'light-tag-processing', error: 'light-tag-error' };

/**
 * The user's entries: 个人中心, 身份认证 (with the supplier's verification state) and 退出登录 — in the header's
 * user menu (as menu items) and in the compact header's drawer.
 */
export function UserEntries({ className, itemRole }: { className: string; itemRole?: 'menuitem' }) {
  const { verifyStatus, supplierId } = useSharedSelector((state) => state.global);
  const { logout, loggingOut } = useLogout();
  const tag = verifyStatusTag(verifyStatus, Boolean(supplierId));
  return (
    <>
      <Link role={itemRole} className={className} to={href('myUserInfo', { menukey: 'info' })}>
        个人中心
      </Link>
      <Link role={itemRole} className={className} to={href('authentication', { menukey: 'company' })}>
        <span>身份认证</span>
        <span className={`light-tag ${TAG_CLASS[tag.color] ?? ''}`}>{tag.label}</span>
      </Link>
      <button type="button" role={itemRole} className={className} disabled={loggingOut} onClick={logout}>
        {loggingOut ? '正在退出…' : '退出登录'}
      </button>
    </>
  );
}

/** The compact header's drawer part for a logged-in user: who is logged in, then their entries. */
export function UserDrawerEntries() {
  const userName = useSharedSelector(selectUserName);
  return (
    <section className="header-drawer-user" aria-label="用户">
      <p className="header-drawer-user-name">
        <span className="user-menu-avatar">
          <LightIcon icon={UserOutlined} />
        </span>
        <span>{userName || '用户'}</span>
      </p>
      <UserEntries className="header-drawer-item" />
    </section>
  );
}
