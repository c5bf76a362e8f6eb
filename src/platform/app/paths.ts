/** Every console address: the router, the menu and the links build on these. */
export const PLATFORM_PATHS = {
  login: '/platform/login',
  todo: '/platform',
  suppliers: '/platform/suppliers',
  tasks: '/platform/tasks',
  orders: '/platform/orders',
  settlements: '/platform/settlements',
  agreements: '/platform/agreements',
  staff: '/platform/staff',
  audit: '/platform/audit',
} as const;

export const supplierPath = (supplierId: string) => `${PLATFORM_PATHS.suppliers}/${encodeURIComponent(supplierId)}`;
export const taskOrdersPath = (taskId: string) => `${PLATFORM_PATHS.orders}?taskId=${encodeURIComponent(taskId)}`;
