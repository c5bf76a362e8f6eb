import type { ReactNode } from 'react';

export interface StatusPanelProps {
  status: 'warning' | 'error';
  title: string;
  subTitle: string;
  extra?: ReactNode;
  className?: string;
}

// antd's CloseCircleFilled and ExclamationCircleFilled, inline: these states show before any page's code (and antd) has arrived.
const closeCircle =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z';
const exclamationCircle =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';

/**
 * antd's Result, as far as the states every page carries use it (load failure, route error, a block that failed): Result
 * brings its 403/404/500 illustrations along, ~10 KB gzip on every first visit for screens rarely shown.
 */
export function StatusPanel({ status, title, subTitle, extra, className }: StatusPanelProps) {
  return (
    <div className={`status-panel status-panel-${status}${className ? ` ${className}` : ''}`} role="alert">
      <div className="status-panel-icon" aria-hidden="true">
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
          <path d={status === 'error' ? closeCircle : exclamationCircle} />
        </svg>
      </div>
      <div className="status-panel-title">{title}</div>
      <div className="status-panel-subtitle">{subTitle}</div>
      {extra && <div className="status-panel-extra">{extra}</div>}
    </div>
  );
}
