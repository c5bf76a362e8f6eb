import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';
import { CloseOutlined } from '@/components/light/icons/close-outlined';
import { MenuOutlined } from '@/components/light/icons/menu-outlined';
import type { HeaderMenuItem } from './site-header';

/** Where the header is compact (styles/header.css hides the menu and the user area below this width). */
export const COMPACT_HEADER_QUERY = '(max-width: 767px)';

export interface HeaderDrawerProps {
  menu: HeaderMenuItem[];
  selectedKeys: string[];
  /** The user's entries (个人中心, 身份认证, 退出登录), under the navigation. */
  children?: ReactNode;
}

/**
 * The compact header's menu button (only shown below 768 px) and the drawer it opens: the navigation and the
 * user's entries. A native modal <dialog>: focus moves in and stays in, Esc closes, focus returns to the button,
 * the page behind is inert. Plain markup: the header is on every public page, which loads no antd.
 */
export function HeaderDrawer({ menu, selectedKeys, children }: HeaderDrawerProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();

  // Any navigation closes it (an entry, back); so does the screen growing past the compact width.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) {
      if (typeof box.showModal === 'function') box.showModal();
      else box.setAttribute('open', ''); // jsdom has no showModal
    } else if (!open && box.open) {
      if (typeof box.close === 'function') box.close();
      else box.removeAttribute('open');
      button.current?.focus();
    }
    if (!open) return;
    const query = window.matchMedia(COMPACT_HEADER_QUERY);
    const grown = () => !query.matches && setOpen(false);
    query.addEventListener?.('change', grown);
    return () => query.removeEventListener?.('change', grown);
  }, [open]);

  if (menu.length === 0 && !children) return null;

  // A click on the backdrop lands on the dialog itself (the panel fills it); an entry that leads to the page on
  // screen changes no path, so a click on any link closes it too.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        ref={button}
        className="header-drawer-button"
        aria-label="菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <LightIcon icon={MenuOutlined} />
      </button>
      <dialog ref={dialog} id={id} className="header-drawer" aria-label="菜单" onClose={() => setOpen(false)} onClick={onClick}>
        {open && (
          <div className="header-drawer-panel">
            <div className="header-drawer-head">
              <span className="header-drawer-title">菜单</span>
              <button type="button" className="header-drawer-close" aria-label="关闭菜单" onClick={() => setOpen(false)}>
                <LightIcon icon={CloseOutlined} />
              </button>
            </div>
            {menu.length > 0 && (
              <nav className="header-drawer-nav" aria-label="主导航">
                {menu.map((item) => {
                  const selected = selectedKeys.includes(item.key);
                  return (
                    <Link
                      key={item.key}
                      to={item.to}
                      className={`header-drawer-item${selected ? ' header-drawer-item-selected' : ''}`}
                      aria-current={selected ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  );
                })}
              </nav>
            )}
            {children}
          </div>
        )}
      </dialog>
    </>
  );
}
