import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, ThHTMLAttributes } from 'react';

export const MIN_COLUMN_WIDTH = 60;

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Called with the new width while the user drags the header's right edge. */
  onResizeWidth?: (width: number) => void;
}

/** A table header cell with a drag handle on its right edge. */
export function ResizableHeaderCell({ onResizeWidth, children, style, ...rest }: ResizableHeaderCellProps) {
  const cell = useRef<HTMLTableCellElement>(null);

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

  return (
    <th ref={cell} {...rest} style={{ ...style, position: 'relative' }}>
      {children}
      {onResizeWidth && (
        <span className="data-table-resize-handle" role="separator" aria-orientation="vertical" aria-label="拖动调整列宽" onPointerDown={startDrag} onClick={(e) => e.stopPropagation()} />
      )}
    </th>
  );
}
