import type { CSSProperties, ReactNode } from 'react';
import './kit.css';

export interface LightDescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** Columns the item takes (at most the row's). */
  span?: number;
}

export interface LightDescriptionsProps {
  items: LightDescriptionsItem[];
  /** Items per row at 768 px and wider (3 by default); one per row below. */
  column?: number;
  /** antd's bordered look: labels in grey cells, a grid of lines. */
  bordered?: boolean;
  size?: 'small' | 'middle';
  title?: ReactNode;
  /** On the right of the title (an action). */
  extra?: ReactNode;
  className?: string;
}

/**
 * Each item's span: at most a row; an item that does not fit in what is left of a row starts the next; the last
 * item stretches to the end of its row (as antd's).
 */
function spans(items: readonly LightDescriptionsItem[], columns: number): [LightDescriptionsItem, number][] {
  let used = 0;
  return items.map((item, index) => {
    let span = Math.min(columns, Math.max(1, Math.floor(item.span ?? 1)));
    if (used + span > columns) used = 0;
    if (index === items.length - 1) span = columns - used;
    used = (used + span) % columns;
    return [item, span];
  });
}

/**
 * antd's Descriptions as a `<dl>` on a CSS grid: each item a `<div>` holding its `<dt>` label and `<dd>` content.
 * Bordered, each row is label / content pairs whose columns line up (subgrid).
 */
export function LightDescriptions({ items, column = 3, bordered, size, title, extra, className }: LightDescriptionsProps) {
  const columns = Math.max(1, Math.floor(column));
  const classes = `light-desc${bordered ? ' light-desc-bordered' : ''}${size ? ` light-desc-${size}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <div className={classes}>
      {(title || extra) && (
        <div className="light-desc-header">
          <div className="light-desc-title">{title}</div>
          {extra && <div className="light-desc-extra">{extra}</div>}
        </div>
      )}
      <dl className="light-desc-list" style={{ '--light-desc-columns': columns } as CSSProperties}>
        {spans(items, columns).map(([item, span]) => (
          <div
            key={item.key}
            className="light-desc-item"
            style={{ '--light-desc-span': span, '--light-desc-span2': span * 2 } as CSSProperties}
          >
            <dt className="light-desc-label">{item.label}</dt>
            <dd className="light-desc-content">{item.children}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
