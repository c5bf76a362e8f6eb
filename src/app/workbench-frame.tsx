import { Suspense, lazy } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { WORKBENCH_MENU } from '@/components/layouts/menu-keys';
import { useAppSelector } from './hooks';

// Only the workbench needs the bills' count (and its query): its own small chunk.
const SettlementWaitingCount = lazy(() => import('@/features/settlements/components/waiting-count'));

/**
 * The workbench menu above every workbench screen: 概览, 订单, 供应商记录, 结算管理 (with the bills waiting for the
 * supplier), 我的收藏. The entry shown as current is the persisted menu state of spec §3 (`selectedKeys`, set on
 * every navigation by the root frame, with `openKeys` holding 'workbench'). A bar of links in plain markup: on a
 * phone its five entries share the width.
 */
export function WorkbenchFrame() {
  const selectedKeys = useAppSelector((state) => state.global.selectedKeys);
  const open = useAppSelector((state) => state.global.openKeys).includes('workbench');
  return (
    <div className="workbench">
      <nav className="workbench-menu" aria-label="工作台菜单">
        {WORKBENCH_MENU.map((item) => {
          const current = open && selectedKeys.includes(item.key);
          return (
            <Link key={item.key} to={item.to} className={`workbench-menu-item${current ? ' workbench-menu-item-selected' : ''}`} aria-current={current ? 'page' : undefined}>
              <span>{item.label}</span>
              {item.key === 'settlementManagement' && (
                <Suspense fallback={null}>
                  <SettlementWaitingCount />
                </Suspense>
              )}
            </Link>
          );
        })}
      </nav>
      <Outlet />
    </div>
  );
}
