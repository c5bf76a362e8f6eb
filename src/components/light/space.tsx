import type { CSSProperties, ReactNode } from 'react';
import './kit.css';

export interface LightSpaceProps {
  /** small 8 px, middle 16 px, large 24 px, or pixels. */
  size?: 'small' | 'middle' | 'large' | number;
  direction?: 'horizontal' | 'vertical';
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | 'baseline';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const GAP = { small: 8, middle: 16, large: 24 } as const;

/** antd's Space as one flex box with a gap (no wrapper around each child). Horizontal ones centre their items. */
export function LightSpace({ size = 'small', direction = 'horizontal', wrap, align, className, style, children }: LightSpaceProps) {
  const gap = typeof size === 'number' ? size : GAP[size];
  const alignment = align ?? (direction === 'horizontal' ? 'center' : undefined);
  const classes = `light-space light-space-${direction}${wrap ? ' light-space-wrap' : ''}${alignment ? ` light-space-align-${alignment}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <div className={classes} style={{ gap, ...style }}>
      {children}
    </div>
  );
}
