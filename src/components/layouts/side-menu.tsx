import { Link } from 'react-router-dom';
import type { TabBarItem } from './tab-bar';

export interface SideMenuProps {
  /** The navigation's accessible name. */
  label: string;
  items: readonly TabBarItem[];
  /** The key of the entry shown as current (aria-current="page"), if any. */
  current?: string;
  className?: string;
}

/**
 * A column of links beside a screen's sections, drawn like antd's inline Menu (styles/side-nav.css): the personal
 * centre's menu from 768 px up (TabBar, the same links in a bar, below). Plain links: Tab moves through them,
 * Enter follows one, the current one says so (aria-current).
 */
export function SideMenu({ label, items, current, className }: SideMenuProps) {
  return (
    <nav className={`side-nav${className ? ` ${className}` : ''}`} aria-label={label}>
      <ul>
        {items.map((item) => {
          const selected = item.key === current;
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={`side-nav-item${selected ? ' side-nav-item-selected' : ''}`}
                aria-current={selected ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
