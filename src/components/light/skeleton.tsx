export interface LightSkeletonProps {
  /** Lines under the title. */
  rows?: number;
  /** The title line's width, as antd's Skeleton takes it. */
  titleWidth?: string;
  className?: string;
}

/** Grey lines that shimmer while a block loads, drawn like antd's Skeleton (styles/light-*.css). */
export function LightSkeleton({ rows = 3, titleWidth = '38%', className }: LightSkeletonProps) {
  return (
    <div className={`light-skeleton${className ? ` ${className}` : ''}`} aria-hidden="true">
      <div className="light-skeleton-title" style={{ width: titleWidth }} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="light-skeleton-line" style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}

/**
 * A grey bar standing in for a value not loaded yet, inside the text it belongs to: the line keeps its height, so
 * the value replaces it without moving anything. Hidden from screen readers (the block says it is busy).
 */
export function LightSkeletonText({ width = '4em' }: { width?: string }) {
  return <span className="light-skeleton-text" style={{ width }} aria-hidden="true" />;
}
