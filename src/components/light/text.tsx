import type { ReactNode } from 'react';
import './kit.css';

export interface LightTextProps {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  children?: ReactNode;
  className?: string;
  title?: string;
}

/** antd's Typography.Text: inline text in the theme's accessible secondary / status colours, bold when strong. */
export function LightText({ type, strong, children, className, title }: LightTextProps) {
  const classes = `light-text${type ? ` light-text-${type}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes} title={title}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

export interface LightTitleProps {
  level?: 1 | 2 | 3 | 4 | 5;
  children?: ReactNode;
  className?: string;
}

/** antd's Typography.Title: a heading h1–h5 at antd's sizes. */
export function LightTitle({ level = 1, children, className }: LightTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={`light-title light-title-${level}${className ? ` ${className}` : ''}`}>{children}</Heading>;
}
