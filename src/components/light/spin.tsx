import type { ReactNode } from 'react';
import './kit.css';

export interface LightSpinProps {
  spinning: boolean;
  children?: ReactNode;
  /** What the spinner says (shown under it, and announced). */
  label?: string;
}

/**
 * antd's Spin around content (styles/light-*.css .light-spin-*): while spinning the content stays in place, dimmed
 * and inert to the pointer, under a spinner, and the block is aria-busy. A polite status region, always there,
 * announces the label when the spinning starts.
 */
export function LightSpin({ spinning, children, label = '加载中' }: LightSpinProps) {
  return (
    <div className={`light-spin-container light-kit-spin${spinning ? ' light-spin-container-busy' : ''}`} aria-busy={spinning}>
      <span className="visually-hidden" role="status">
        {spinning ? label : ''}
      </span>
      {spinning && (
        <div className="light-spin-overlay" aria-hidden="true">
          <span className="light-spinner" />
          <span className="light-kit-spin-label">{label}</span>
        </div>
      )}
      <div className="light-spin-content">{children}</div>
    </div>
  );
}
