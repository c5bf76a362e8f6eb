import { useSharedSelector } from '@/lib/state/hooks';

// Restated from contract/candidates.meta.ts until the eslint rule lets the SPA import that zod-free file.
export const ORDER_MANAGE_PERMISSION = 'order:manage';
export const CANDIDATE_MANAGE_PERMISSION = 'candidate:manage';

/** What the signed-in member may do with orders; the gateway enforces the same rules. */
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
