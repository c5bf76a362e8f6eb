import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen, withAntdScope } from '@/components/ui/lazy-screen';
import { PageFrame } from '@/components/ui/page-frame';
import { FrameworkNote, PendingContracts } from '@/features/agreements/pending';
import { AccountOverview } from '@/features/login/overview';
import { useAppSelector } from '../hooks';
import { CommissionCards, DeliveryStatistics } from '@/features/orders/overview';
import { WorkbenchMenu } from '../workbench-menu';

// The overview and 我的收藏 are drawn without antd (components/light), so their first visit loads no antd at all
// (app/router.tsx, LIGHT_SCREENS). 我的收藏 comes on its own (the shared table); what uses antd comes in AntdScope:
// the first steps of a user without a supplier.
const CollectionList = lazyScreen(() => import('@/features/tasks/collections').then((m) => ({ default: m.CollectionList })));
const FirstSteps = lazyScreen(withAntdScope(() => import('@/features/login/first-steps').then((m) => ({ default: m.FirstSteps }))));

/** 概览 or 我的收藏 (the workbench menu above leads to both; any other tabKey is 概览). */
export default function WorkbenchScreen() {
  const { tabKey = 'overview' } = useParams();
  const collection = tabKey === 'collection';
  // No supplier yet: nothing of the workbench applies, only the way in.
  const hasSupplier = Boolean(useAppSelector((s) => s.global.supplierId));
  if (!hasSupplier) {
    return (
      <PageFrame title="工作台" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台' }]}>
        <FirstSteps />
      </PageFrame>
    );
  }
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title={collection ? '我的收藏' : '工作台'}
        breadcrumb={[
          { title: '首页', to: paths.home },
          { title: '工作台', to: collection ? paths.workbench : undefined },
          ...(collection ? [{ title: '我的收藏' }] : []),
        ]}
      >
        {collection ? (
          <CollectionList />
        ) : (
          <div className="light-stack">
            <AccountOverview />
            <CommissionCards />
            <DeliveryStatistics />
            {/* Last: shown only when something waits to be signed, they come after the cards above and move none of them. */}
            <FrameworkNote returnTo={paths.workbench} />
            <PendingContracts />
          </div>
        )}
      </PageFrame>
    </>
  );
}
