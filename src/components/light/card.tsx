import type { ReactNode } from 'react';

export interface LightCardProps {
  /** The card's heading (antd Card's `title`), as an h2 so the page's outline keeps it. */
  title?: ReactNode;
  /** What stands on the heading's right (antd Card's `extra`). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A small bordered card with an optional heading row, drawn like antd's `<Card size="small">` (styles/light-*.css). */
export function LightCard({ title, extra, className, children }: LightCardProps) {
  return (
    <section className={`light-card light-card-bordered light-card-small${className ? ` ${className}` : ''}`}>
      {(title || extra) && (
        <div className="light-card-head">
          {title && <h2 className="light-card-title">{title}</h2>}
          {extra}
        </div>
      )}
      <div className="light-card-body">{children}</div>
    </section>
  );
}

export interface LightStatisticProps {
  title: ReactNode;
  value: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

/** A figure with its caption above it, drawn like antd's Statistic. */
export function LightStatistic({ title, value, prefix, suffix }: LightStatisticProps) {
  return (
    <div className="light-statistic">
      <div className="light-statistic-title">{title}</div>
      <div className="light-statistic-value">
        {prefix && <span className="light-statistic-affix">{prefix}</span>}
        <span>{value}</span>
        {suffix && <span className="light-statistic-affix light-statistic-suffix">{suffix}</span>}
      </div>
    </div>
  );
}
