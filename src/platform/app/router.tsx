import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { ConsoleLayout } from './console-layout';
import { RequireStaff, RoleGate } from './require-staff';
import type { ScreenKey } from './use-menu';
import { PLATFORM_PATHS } from './paths';

/** A screen's module and antd's frame, loaded on its first visit, behind its role gate. */
const screen = (key: ScreenKey, load: () => Promise<ComponentType>) => ({
  lazy: async () => {
    const [Component, { AntdFrame }] = await Promise.all([load(), import('./antd-frame')]);
    return {
      Component: () => (
        <RoleGate screen={key}>
          <AntdFrame>
            <Component />
          </AntdFrame>
        </RoleGate>
      ),
    };
  },
});

/** The console's routes: the login page, and the frame with a lazily loaded module per screen. */
export function consoleRoutes(): RouteObject[] {
  return [
    { path: PLATFORM_PATHS.login, lazy: async () => ({ Component: (await import('../screens/login-screen')).LoginScreen }) },
    {
      path: PLATFORM_PATHS.todo,
      element: (
        <RequireStaff>
          <ConsoleLayout />
        </RequireStaff>
      ),
      children: [
        { index: true, ...screen('todo', async () => (await import('../screens/todo-screen')).TodoScreen) },
        { path: 'suppliers', ...screen('suppliers', async () => (await import('../screens/suppliers-screen')).SuppliersScreen) },
        {
          path: 'suppliers/:supplierId',
          ...screen('suppliers', async () => (await import('../screens/supplier-screen')).SupplierScreen),
        },
        { path: 'tasks', ...screen('tasks', async () => (await import('../screens/tasks-screen')).TasksScreen) },
        { path: 'orders', ...screen('orders', async () => (await import('../screens/orders-screen')).OrdersScreen) },
        { path: 'settlements', ...screen('settlements', async () => (await import('../screens/settlements-screen')).SettlementsScreen) },
        { path: 'agreements', ...screen('agreements', async () => (await import('../screens/agreements-screen')).AgreementsScreen) },
        { path: 'staff', ...screen('staff', async () => (await import('../screens/staff-screen')).StaffScreen) },
        { path: 'audit', ...screen('audit', async () => (await import('../screens/audit-screen')).AuditScreen) },
        { path: '*', element: <Navigate to={PLATFORM_PATHS.todo} replace /> },
      ],
    },
    { path: '*', element: <Navigate to={PLATFORM_PATHS.todo} replace /> },
  ];
}

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes());
