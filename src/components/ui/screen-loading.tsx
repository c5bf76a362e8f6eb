/** A screen on its way: a spinner drawn in CSS (no antd: it shows before any page's code has arrived). */
export function ScreenLoading({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className="screen-loading" role="status" aria-live="polite">
      <span className="light-spinner" aria-hidden="true" />
      <span className="screen-loading-tip">{tip}</span>
    </div>
  );
}
