import { LightButton } from '@/components/light/button';
import { StatusPanel } from './status-panel';

export interface LoadFailureProps {
  onRetry: () => void;
}

/** Shown instead of a screen whose code did not load (spec §2: 120 s) — never a white page. */
export function LoadFailure({ onRetry }: LoadFailureProps) {
  return (
    <StatusPanel
      status="warning"
      title="页面加载失败"
      subTitle="网络不稳定或页面已更新，请检查网络后重试。"
      extra={
        <LightButton variant="primary" onClick={onRetry}>
          重新加载
        </LightButton>
      }
    />
  );
}
