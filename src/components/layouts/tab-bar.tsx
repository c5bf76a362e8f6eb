import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface TabBarItem {
  key: string;
  label: ReactNode;
  to: string;
}

export interface TabBarProps {
  /** The navigation's accessible name. */
  label: string;
  items: readonly TabBarItem[];
  /** The key of the entry shown as current (aria-current="page"), if any. */
  current?: string;
  className?: string;
}

/**
 * A bar of links, one of them current: the workbench menu, and the personal centre's menu on a phone. When its
 * entries are wider than the screen it scrolls sideways (styles/side-nav.css), the current entry brought into view.
 */
export function TabBar({ label, items, current, className }: TabBarProps) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = bar.current;
    const item = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    // Sideways only: the page itself never scrolls for it.
    if (nav && item && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = item.offsetLeft - (nav.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={bar} className={`tab-bar${className ? ` ${className}` : ''}`} aria-label={label}>
      {items.map((item) => {
        const selected = item.key === current;
        return (
          <Link
            key={item.key}
            to={item.to}
            className={`tab-bar-item${selected ? ' tab-bar-item-selected' : ''}`}
            aria-current={selected ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
