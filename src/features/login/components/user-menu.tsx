import { Avatar, Button, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
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
      <Link to={withQuery(paths.login, channelQuery(search))} className="user-menu-login">
        <Button type="primary">登录 / 注册</Button>
      </Link>
    );
  }
  return (
    <Space size="middle" className="user-menu">
      <Link to={href('myUserInfo', { menukey: 'info' })} className="user-menu-name">
        <Avatar size="small" icon={<UserOutlined />} /> <span>{userName || '用户'}</span>
      </Link>
      <Button type="link" onClick={logout} loading={loggingOut}>
        退出登录
      </Button>
    </Space>
  );
}
