import { PERMISSION_LABELS } from '@contract/members.meta';

/** The permissions of a list as their Chinese names (apart from the checkboxes, so the light list carries no antd). */
export const permissionNames = (codes: readonly string[]): string =>
  codes.map((code) => PERMISSION_LABELS[code as keyof typeof PERMISSION_LABELS] ?? code).join('、') || '无';
