import type { Permission } from '@contract/login.meta';
import { CANDIDATE_MANAGE_PERMISSION, ORDER_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { SETTLEMENT_CONFIRM_PERMISSION, SETTLEMENT_VIEW_PERMISSION } from '@contract/settlements.meta';
import { BANK_MANAGE_PERMISSION, SUPPLIER_EDIT_PERMISSION } from '@contract/supplier-centre.meta';
import { useSharedSelector } from '@/lib/state/hooks';

/**
 * Whether the signed-in member holds `permission` (authList; the administrator holds them all). Without a supplier
 * nobody holds any. The gateway enforces the same rules: this only hides or disables what would be refused.
 */
export function useCan(permission: Permission | string): boolean {
  const { authList, isMain, supplierId } = useSharedSelector((state) => state.global);
  return Boolean(supplierId) && (isMain || authList.includes(permission));
}

/** Whether the user acts for a supplier at all (the permission checks mean nothing before that). */
export const useHasSupplier = (): boolean => useSharedSelector((state) => Boolean(state.global.supplierId));

/** What the signed-in member may do with orders and candidates (authList); the gateway enforces the same rules. */
export function useOrderPermissions() {
  const isMain = useSharedSelector((state) => state.global.isMain);
  const manageOrders = useCan(ORDER_MANAGE_PERMISSION);
  const manageCandidates = useCan(CANDIDATE_MANAGE_PERMISSION);
  return {
    /** Distributing orders to members is the administrator's. */
    canDistribute: isMain && manageOrders,
    canManageOrders: manageOrders,
    canManageCandidates: manageCandidates,
  };
}

/** Settlement bills: `settlement:view` to see them, `settlement:confirm` to confirm, dispute, delete or resubmit. */
export function useSettlementPermissions() {
  const { authList } = useSharedSelector((state) => state.global);
  return {
    canView: authList.includes(SETTLEMENT_VIEW_PERMISSION),
    canConfirm: authList.includes(SETTLEMENT_CONFIRM_PERMISSION),
  };
}

/** Company profile and bank accounts (supplier centre); the gateway refuses the same with E000403. */
export function useSupplierCentrePermissions() {
  const { authList } = useSharedSelector((state) => state.global);
  return {
    canEditProfile: authList.includes(SUPPLIER_EDIT_PERMISSION),
    canManageBank: authList.includes(BANK_MANAGE_PERMISSION),
  };
}
