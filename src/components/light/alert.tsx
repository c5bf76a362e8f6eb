import type { AriaRole, ReactNode } from 'react';
import { Glyph } from './glyph';
import { CheckCircleFilled } from './icons/check-circle-filled';
import { CloseCircleFilled } from './icons/close-circle-filled';
import { InfoCircleFilled } from './icons/info-circle-filled';
import { WarningFilled } from './icons/warning-filled';
import './kit.css';

export type LightAlertType = 'info' | 'success' | 'warning' | 'error';

export interface LightAlertProps {
  /** info by default; warning for a banner (as antd's). */
  type?: LightAlertType;
  message: ReactNode;
  description?: ReactNode;
  /** Shown by default on a banner only (as antd's). */
  showIcon?: boolean;
  /** Beside the text, on the right (a button). */
  action?: ReactNode;
  /** A full-width strip at the top of a page: no border, no rounded corners. */
  banner?: boolean;
  className?: string;
  /** alert for an error or a warning, status otherwise (announced politely). */
  role?: AriaRole;
}

const ICONS = { info: InfoCircleFilled, success: CheckCircleFilled, warning: WarningFilled, error: CloseCircleFilled } as const;

/** antd's Alert in plain markup (styles/light-*.css .light-alert, components/light/kit.css). */
export function LightAlert({ type, message, description, showIcon, action, banner, className, role }: LightAlertProps) {
  const kind = type ?? (banner ? 'warning' : 'info');
  const icon = showIcon ?? Boolean(banner);
  const classes = `light-alert light-alert-${kind}${description ? ' light-alert-with-description' : ''}${banner ? ' light-alert-banner' : ''}${className ? ` ${className}` : ''}`;
  return (
    <div className={classes} role={role ?? (kind === 'error' || kind === 'warning' ? 'alert' : 'status')}>
      {icon && <Glyph icon={ICONS[kind]} className="light-alert-icon" />}
      <div className="light-alert-text">
        <div className="light-alert-message">{message}</div>
        {description && <div className="light-alert-description">{description}</div>}
      </div>
      {action && <div className="light-alert-action">{action}</div>}
    </div>
  );
}
