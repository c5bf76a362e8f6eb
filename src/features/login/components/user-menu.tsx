import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { UserOutlined } from '@/components/light/icons/user-outlined';
import { Link, useLocation } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';
import { channelQuery, paths, withQuery } from '@/config/paths';
import { selectIsLoggedIn, selectUserName } from '@/lib/state/global-slice';
import { useSharedSelector } from '@/lib/state/hooks';
import { UserEntries } from './user-entries';

/**
 * The header's user area: logged in, the user's name opens a menu of 个人中心, 身份认证 (with the supplier's
 * verification state) and 退出登录; logged out, a login link. Plain markup (the header is on every public page).
 */
export function UserMenu() {
  const loggedIn = useSharedSelector(selectIsLoggedIn);
  const userName = useSharedSelector(selectUserName);
  const { search, pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Any navigation (a menu entry, back) closes it; so does a click or a focus outside it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <Link to={withQuery(paths.login, channelQuery(search))} className="user-menu-login light-btn light-btn-primary">
        登录 / 注册
      </Link>
    );
  }

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <span className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={trigger}
        className="user-menu-name"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu-avatar">
          <LightIcon icon={UserOutlined} />
        </span>
        <span className="user-menu-text">{userName || '用户'}</span>
        <span className="user-menu-caret" aria-hidden="true" />
      </button>
      {open && (
        <span className="user-menu-popup" role="menu" id={menuId} aria-label="用户菜单">
          <UserEntries className="user-menu-item" itemRole="menuitem" />
        </span>
      )}
    </span>
  );
}
