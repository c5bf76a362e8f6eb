import { Spin } from 'antd';

export function ScreenLoading({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className="screen-loading" role="status" aria-live="polite">
      <Spin />
      <span className="screen-loading-tip">{tip}</span>
    </div>
  );
}
