/** The platform console's plain values (no zod): the console imports these, the schemas in http.ts build on them. */

/** Staff roles: reviewer (verifications), operator (suppliers, tasks, orders, agreements), finance (bills), admin (all). */
export const STAFF_ROLES = ['reviewer', 'operator', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  reviewer: '审核员',
  operator: '运营',
  finance: '财务',
  admin: '管理员',
};

/** Whether a role may call an endpoint open to `roles`: the admin may call everything. */
export const roleMayCall = (roles: readonly StaffRole[], role: StaffRole): boolean => role === 'admin' || roles.includes(role);

/** What a staff member is told when their role does not cover an action. */
export const roleRefusal = (roles: readonly StaffRole[]): string => {
  const who = ['admin' as const, ...roles.filter((r) => r !== 'admin')].map((r) => STAFF_ROLE_LABELS[r]).join('、');
  return `您的角色无权进行此操作（仅限${who}），请联系管理员`;
};
