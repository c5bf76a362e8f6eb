import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ThHTMLAttributes } from 'react';

export const MIN_COLUMN_WIDTH = 60;
/** How far one press of ← or → on a column's edge moves it. */
export const RESIZE_STEP = 16;

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Called with the new width while the user drags the header's right edge (or presses ←/→ on it). */
  onResizeWidth?: (width: number) => void;
  /** The column's width when known (its `width`, or where it was dragged to). */
  width?: number;
  /** The column's title, for the handle's name (「调整「姓名」列宽」). */
  label?: string;
}

/**
 * A table header cell with a handle on its right edge: drag it, or focus it and press ← / → (a window splitter,
 * WAI-ARIA's focusable separator, its value the width in px).
 */
export function ResizableHeaderCell({ onResizeWidth, width, label, children, style, ...rest }: ResizableHeaderCellProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  const [measured, setMeasured] = useState<number>();
  const current = () => Math.round(width ?? cell.current?.getBoundingClientRect().width ?? 0);

  const startDrag = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (!onResizeWidth || !cell.current) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = cell.current.getBoundingClientRect().width;
    const move = (e: PointerEvent) => onResizeWidth(Math.max(MIN_COLUMN_WIDTH, Math.round(startWidth + e.clientX - startX)));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.key === 'ArrowRight' ? RESIZE_STEP : event.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
    if (!step || !onResizeWidth) return;
    event.preventDefault();
    onResizeWidth(Math.max(MIN_COLUMN_WIDTH, current() + step));
  };

  return (
    <th ref={cell} {...rest} style={{ ...style, position: style?.position ?? 'relative' }}>
      {children}
      {onResizeWidth && (
        <span
          className="data-table-resize-handle"
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-label={label ? `调整「${label}」列宽` : '拖动调整列宽'}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuenow={width ?? measured ?? MIN_COLUMN_WIDTH}
          onFocus={() => setMeasured(current())}
          onPointerDown={startDrag}
          onKeyDown={onKeyDown}
          onClick={(e) => e.stopPropagation()}
        />
      )}
    </th>
  );
}
