import { UserOutlined } from '@/components/light/icons/user-outlined';
import { Link, useLocation } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';
import { LightButton } from '@/components/light/button';
import { channelQuery, href, paths, withQuery } from '@/config/paths';
import { selectIsLoggedIn, selectUserName } from '@/lib/state/global-slice';
import { useSharedSelector } from '@/lib/state/hooks';
import { useLogout } from '../use-logout';

/** The header's user area: name and logout when logged in, a login link when not. */
export function UserMenu() {
  const loggedIn = useSharedSelector(selectIsLoggedIn);
  const userName = useSharedSelector(selectUserName);
  const { search } = useLocation();
  const { logout, loggingOut } = useLogout();

  if (!loggedIn) {
    return (
      <Link to={withQuery(paths.login, channelQuery(search))} className="user-menu-login light-btn light-btn-primary">
        登录 / 注册
      </Link>
    );
  }
  return (
    <span className="user-menu">
      <Link to={href('myUserInfo', { menukey: 'info' })} className="user-menu-name">
        <span className="user-menu-avatar">
          <LightIcon icon={UserOutlined} />
        </span> <span>{userName || '用户'}</span>
      </Link>
      <LightButton variant="link" onClick={logout} loading={loggingOut}>
        退出登录
      </LightButton>
    </span>
  );
}
