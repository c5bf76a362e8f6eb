import type { ReactNode } from 'react';
import { StatusPanel } from '@/components/ui/status-panel';
import { useSettlementPermissions } from '@/lib/state/permissions';

/** Bills are seen with `settlement:view` only; without it, say so instead of an empty table. */
export function SettlementViewGuard({ children }: { children: ReactNode }) {
  const { canView } = useSettlementPermissions();
  if (!canView) {
    return (
      <StatusPanel
        status="warning"
        title="没有查看结算单的权限"
        subTitle="结算单需要「查看结算」权限，请联系本公司管理员在成员管理中开通。"
      />
    );
  }
  return <>{children}</>;
}

/** Confirming, disputing and resubmitting need `settlement:confirm`. */
export function SettlementActGuard({ children }: { children: ReactNode }) {
  const { canConfirm } = useSettlementPermissions();
  if (!canConfirm) {
    return (
      <StatusPanel
        status="warning"
        title="没有确认结算单的权限"
        subTitle="确认、提出异议或重新提交结算单需要「确认结算」权限，请联系本公司管理员开通。"
      />
    );
  }
  return <>{children}</>;
}
