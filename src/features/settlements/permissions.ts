import { SETTLEMENT_CONFIRM_PERMISSION, SETTLEMENT_VIEW_PERMISSION } from '@contract/settlements.meta';
import { useSharedSelector } from '@/lib/state/hooks';

/**
 * Settlement bills (authList; the gateway enforces the same): `settlement:view` to see them, `settlement:confirm`
 * to confirm, dispute, delete or resubmit. Kept here, not in lib/state, so the bills' constants stay in their chunks.
 */
export function useSettlementPermissions() {
  const { authList } = useSharedSelector((state) => state.global);
  return {
    canView: authList.includes(SETTLEMENT_VIEW_PERMISSION),
    canConfirm: authList.includes(SETTLEMENT_CONFIRM_PERMISSION),
  };
}
