import type { ReactNode } from 'react';
import './kit.css';

export type LightTagColor =
  | 'default'
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'blue'
  | 'green'
  | 'red'
  | 'orange'
  | 'gold'
  | 'cyan'
  | 'purple'
  | 'geekblue'
  | 'magenta'
  | 'volcano'
  | 'lime';

export interface LightTagProps {
  color?: LightTagColor;
  /** false: antd's borderless (filled) tag. */
  bordered?: boolean;
  children?: ReactNode;
  className?: string;
  title?: string;
}

/**
 * A tag drawn like antd's (status and preset colours), text in the accessible shades of antd-scope.tsx's theme
 * (components/light/kit.css).
 */
export function LightTag({ color = 'default', bordered = true, children, className, title }: LightTagProps) {
  const classes = `light-tag light-tag-is-${color}${bordered ? '' : ' light-tag-borderless'}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes} title={title}>
      {children}
    </span>
  );
}
