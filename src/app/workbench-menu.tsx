import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { WorkbenchMenuKey } from '@/components/layouts/menu-keys';
import { TabBar } from '@/components/layouts/tab-bar';
import { href, paths } from '@/config/paths';
import { useAppSelector } from './hooks';

// Only the workbench needs the bills' count (and its query): its own small chunk.
const SettlementWaitingCount = lazy(() => import('@/features/settlements/components/waiting-count'));

/** The workbench menu (the same keys, in the same order, as menu-keys' WORKBENCH_KEYS): label and link of each. */
const WORKBENCH_MENU: readonly { key: WorkbenchMenuKey; label: ReactNode; to: string }[] = [
  { key: 'overview', label: '概览', to: href('workbenchTab', { tabKey: 'overview' }) },
  { key: 'order', label: '订单', to: paths.order },
  { key: 'confessionRecord', label: '供应商记录', to: paths.confessionRecord },
  {
    key: 'settlementManagement',
    label: (
      <>
        <span>结算管理</span>
        <Suspense fallback={null}>
          <SettlementWaitingCount />
        </Suspense>
      </>
    ),
    to: paths.settlementManagement,
  },
  { key: 'collection', label: '我的收藏', to: href('workbenchTab', { tabKey: 'collection' }) },
];

/**
 * The workbench menu above every workbench screen (each workbench route module puts it first, so it loads with
 * the screens and never with the public pages): 概览, 订单, 供应商记录, 结算管理 (with the bills waiting for the
 * supplier), 我的收藏. The entry shown as current is the persisted menu state of spec §3 (`selectedKeys`, set on
 * every navigation by the root frame, with `openKeys` holding 'workbench'). A bar of links in plain markup; on a
 * phone it scrolls sideways when the screen is too narrow for its five entries.
 */
export function WorkbenchMenu() {
  const selectedKeys = useAppSelector((state) => state.global.selectedKeys);
  const open = useAppSelector((state) => state.global.openKeys).includes('workbench');
  const current = open ? WORKBENCH_MENU.find((item) => selectedKeys.includes(item.key))?.key : undefined;
  return <TabBar label="工作台菜单" items={WORKBENCH_MENU} current={current} className="workbench-menu" />;
}
