import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LightButton } from './button';
import { Glyph } from './glyph';
import { ExclamationCircleFilled } from './icons/exclamation-circle-filled';
import './kit.css';

export interface LightPopconfirmProps {
  title: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** The OK button in the theme's error red (antd's okButtonProps.danger). */
  danger?: boolean;
  onConfirm: () => void;
  /** The trigger's label; the trigger is a small link button, red with `danger`. */
  children: ReactNode;
}

/** Room kept between the trigger and the bubble, and from the window's edges. */
const GAP = 8;

/**
 * antd's Popconfirm in plain markup: the trigger opens a small bubble above it (fixed, so a scrolling table does not
 * clip it) with the question, 取消 and the action. The focus moves to the action; Escape, 取消 or a click elsewhere
 * closes it and gives the focus back to the trigger.
 */
export function LightPopconfirm({
  title,
  description,
  okText = '确定',
  cancelText = '取消',
  danger,
  onConfirm,
  children,
}: LightPopconfirmProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    setPlace(null);
    if (refocus) trigger.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !trigger.current || !bubble.current) return;
    const t = trigger.current.getBoundingClientRect();
    const b = bubble.current.getBoundingClientRect();
    const left = Math.max(GAP, Math.min(t.right - b.width, window.innerWidth - b.width - GAP));
    const above = t.top - b.height - GAP;
    setPlace({ left, top: above >= GAP ? above : t.bottom + GAP });
    bubble.current.querySelector<HTMLButtonElement>('.light-popconfirm-ok')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!bubble.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // The bubble is placed once: a scroll or resize would leave it off its trigger, so it closes as antd's moves.
    const away = () => close(false);
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', away, true);
    };
  }, [open]);

  return (
    <>
      <LightButton
        ref={trigger}
        variant="link"
        size="small"
        danger={danger}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {children}
      </LightButton>
      {open && (
        <div
          ref={bubble}
          role="dialog"
          aria-labelledby={titleId}
          className="light-popconfirm"
          style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <div className="light-popconfirm-message">
            <Glyph icon={ExclamationCircleFilled} className="light-popconfirm-icon" />
            <div>
              <div id={titleId} className="light-popconfirm-title">
                {title}
              </div>
              {description && <div className="light-popconfirm-description">{description}</div>}
            </div>
          </div>
          <div className="light-popconfirm-buttons">
            <LightButton size="small" onClick={() => close(true)}>
              {cancelText}
            </LightButton>
            <LightButton
              className="light-popconfirm-ok"
              variant="primary"
              size="small"
              danger={danger}
              onClick={() => {
                close(true);
                onConfirm();
              }}
            >
              {okText}
            </LightButton>
          </div>
        </div>
      )}
    </>
  );
}
