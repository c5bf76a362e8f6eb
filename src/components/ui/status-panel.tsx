import type { ReactNode } from 'react';
import { LightIcon } from '@/components/light/icon';
import { CloseCircleFilled } from '@/components/light/icons/close-circle-filled';
import { ExclamationCircleFilled } from '@/components/light/icons/exclamation-circle-filled';
import type { LightIconData } from '@/components/light/icons/types';

export interface StatusPanelProps {
  /** warning and error are announced (role alert); info (blue) and muted (grey) are a page's quiet states. */
  status: 'warning' | 'error' | 'info' | 'muted';
  /** Instead of the status's own icon (info and muted have none of their own). */
  icon?: LightIconData;
  title: string;
  subTitle: string;
  extra?: ReactNode;
  className?: string;
}

/**
 * antd's Result, as far as the states every page carries use it (load failure, route error, a block that failed): Result
 * brings its 403/404/500 illustrations along, ~10 KB gzip on every first visit for screens rarely shown.
 */
export function StatusPanel({ status, icon, title, subTitle, extra, className }: StatusPanelProps) {
  const alert = status === 'warning' || status === 'error';
  return (
    <div className={`status-panel status-panel-${status}${className ? ` ${className}` : ''}`} role={alert ? 'alert' : undefined}>
      <div className="status-panel-icon">
        <LightIcon icon={icon ?? (status === 'error' ? CloseCircleFilled : ExclamationCircleFilled)} />
      </div>
      <div className="status-panel-title">{title}</div>
      <div className="status-panel-subtitle">{subTitle}</div>
      {extra && <div className="status-panel-extra">{extra}</div>}
    </div>
  );
}
