import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary (filled), default (outlined), link (text), ghost (outlined on a dark or coloured ground). */
  variant?: 'primary' | 'default' | 'link' | 'ghost';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  block?: boolean;
  /** Shows a spinner, and the button takes no clicks meanwhile. */
  loading?: boolean;
  /** An icon before the label (LightIcon), replaced by the spinner while loading, as antd's. */
  icon?: ReactNode;
  /** antd's `danger`: a destructive action, in the theme's error red (kit-buttons.css). */
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const SIZE_CLASS = { small: ' light-btn-sm', middle: '', large: ' light-btn-lg' } as const;

/**
 * A button drawn like antd's, in plain markup and CSS (styles/light-*.css): for the public pages a visitor lands on,
 * which load no antd at all (components/ui/antd-scope.tsx).
 */
export function LightButton({
  variant = 'default',
  size = 'middle',
  htmlType = 'button',
  block,
  loading,
  icon,
  danger,
  className,
  disabled,
  children,
  onClick,
  ...rest
}: LightButtonProps) {
  const classes = `light-btn light-btn-${variant}${SIZE_CLASS[size]}${block ? ' light-btn-block' : ''}${danger ? ' light-btn-danger' : ''}${loading ? ' light-btn-loading' : ''}${className ? ` ${className}` : ''}`;
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="light-spinner light-spinner-inline" aria-hidden="true" /> : icon}
      {/* The label in a span, as antd's: its text is the button's, whatever stands beside it. */}
      <span>{children}</span>
    </button>
  );
}
