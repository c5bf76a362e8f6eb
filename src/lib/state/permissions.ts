import { CANDIDATE_MANAGE_PERMISSION, ORDER_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { SETTLEMENT_CONFIRM_PERMISSION, SETTLEMENT_VIEW_PERMISSION } from '@contract/settlements.meta';
import { BANK_MANAGE_PERMISSION, SUPPLIER_EDIT_PERMISSION } from '@contract/supplier-centre.meta';
import { useSharedSelector } from '@/lib/state/hooks';

/** What the signed-in member may do with orders and candidates (authList); the gateway enforces the same rules. */
export function useOrderPermissions() {
  const { authList, isMain } = useSharedSelector((state) => state.global);
  const manageOrders = authList.includes(ORDER_MANAGE_PERMISSION);
  return {
    /** Distributing orders to members is the administrator's. */
    canDistribute: isMain && manageOrders,
    canManageOrders: manageOrders,
    canManageCandidates: authList.includes(CANDIDATE_MANAGE_PERMISSION),
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
