import { Space } from 'antd';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { PendingContracts } from '@/features/agreements/pending';
import { AccountOverview, FirstSteps } from '@/features/login/overview';
import { useAppSelector } from '../hooks';
import { CommissionCards, DeliveryStatistics } from '@/features/orders/overview';
import { CollectionList } from '@/features/tasks/collections';
import { WorkbenchMenu } from '../workbench-menu';

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
      <PageFrame title={collection ? '我的收藏' : '工作台'} breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: collection ? paths.workbench : undefined }, ...(collection ? [{ title: '我的收藏' }] : [])]}>
        {collection ? (
          <CollectionList />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <PendingContracts />
            <AccountOverview />
            <CommissionCards />
            <DeliveryStatistics />
          </Space>
        )}
      </PageFrame>
    </>
  );
}
