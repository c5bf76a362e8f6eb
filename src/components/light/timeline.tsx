import type { ReactNode } from 'react';
import './kit.css';

export interface LightTimelineItem {
  key: string;
  /** The dot's colour: blue by default. */
  color?: 'blue' | 'green' | 'red' | 'orange' | 'gray';
  children: ReactNode;
}

/** antd's Timeline as an ordered list: a ringed dot per item, a grey line down to the next one. */
export function LightTimeline({ items, className }: { items: readonly LightTimelineItem[]; className?: string }) {
  return (
    <ol className={`light-timeline${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <li key={item.key} className="light-timeline-item">
          <span className={`light-timeline-dot light-timeline-dot-${item.color ?? 'blue'}`} aria-hidden="true" />
          <div className="light-timeline-content">{item.children}</div>
        </li>
      ))}
    </ol>
  );
}
