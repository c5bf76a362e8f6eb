import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './kit.css';

export interface LightTabsItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface LightTabsProps {
  items: readonly LightTabsItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The tab list's accessible name. */
  'aria-label': string;
  className?: string;
  /** The active tab's panel (rendered in the tabpanel); none: tabs only. */
  children?: ReactNode;
}

/**
 * antd's line tabs, following the WAI-ARIA tabs pattern: one tab in the Tab order (the active one), ←/→ move to
 * the previous/next enabled tab and select it (wrapping), Home/End to the first/last; the panel is labelled by its
 * tab. On a phone the tab row scrolls sideways, the active tab brought into view.
 */
export function LightTabs({ items, activeKey, onChange, 'aria-label': label, className, children }: LightTabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = items.findIndex((item) => item.key === activeKey);
  // The tab that takes the focus from the Tab key: the active one, else the first enabled one.
  const focusIndex = activeIndex >= 0 && !items[activeIndex].disabled ? activeIndex : items.findIndex((item) => !item.disabled);
  const hasPanel = children !== undefined && children !== null && children !== false;
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;

  useEffect(() => {
    const nav = list.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Sideways only: the page itself never scrolls for it.
    if (nav && tab && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = tab.offsetLeft - (nav.clientWidth - tab.offsetWidth) / 2;
  }, [activeKey]);

  const select = (index: number) => {
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
    if (items[index].key !== activeKey) onChange(items[index].key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
    if (enabled.length === 0) return;
    const current = enabled.indexOf(Number((event.target as HTMLElement).dataset.index));
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(current + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(current - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={`light-tabs${className ? ` ${className}` : ''}`}>
      <div ref={list} className="light-tabs-nav" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(index)}
              data-index={index}
              className={`light-tabs-tab${selected ? ' light-tabs-tab-active' : ''}`}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          className="light-tabs-panel"
          aria-labelledby={activeIndex >= 0 ? tabId(activeIndex) : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
