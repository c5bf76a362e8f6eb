import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LightCard, LightStatistic } from '@/components/light/card';
import { LightSkeleton } from '@/components/light/skeleton';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { useGetHomePageUserInfoQuery } from '../api';
import { isVerified, verifyStatusTag } from '../verify-status';

/**
 * The workbench's account card: the user, their supplier and its verification, and what they have taken. Plain
 * markup (components/light): the workbench overview loads no antd.
 */
export function AccountOverview() {
  const { data, isError, isFetching, refetch } = useGetHomePageUserInfoQuery();
  return (
    <QueryState
      loading={!data}
      error={isError}
      onRetry={refetch}
      retrying={isFetching}
      skeleton={<LightCard><LightSkeleton rows={3} /></LightCard>}
      errorText="账户信息加载失败"
    >
      {data && <AccountCards data={data} />}
    </QueryState>
  );
}

function AccountCards({ data }: { data: NonNullable<ReturnType<typeof useGetHomePageUserInfoQuery>['data']> }): ReactNode {
  const status = verifyStatusTag(data.verifyStatus, data.supplierName !== null);
  return (
    <div className="account-overview">
      <LightCard title="账户信息" className="account-overview-info">
        <dl className="light-descriptions">
          <dt>姓名</dt>
          <dd>{data.userName}</dd>
          <dt>手机号</dt>
          <dd>{data.phone}</dd>
          <dt>所属企业</dt>
          <dd>{data.supplierName ?? '尚未加入供应商企业'}</dd>
          <dt>企业认证</dt>
          <dd>
            <span className={`light-tag light-tag-${status.color}`}>{status.label}</span>
            {data.supplierName !== null && !isVerified(data.verifyStatus) && <Link to={href('authentication', { menukey: 'company' })}>去认证</Link>}
          </dd>
          <dt>角色</dt>
          <dd>{data.isMain ? '管理员' : '成员'}</dd>
        </dl>
      </LightCard>
      <LightCard>
        <LightStatistic title="已接订单" value={data.takenOrderCount} suffix="单" />
        <Link to={href('order')}>查看订单</Link>
      </LightCard>
      <LightCard>
        <LightStatistic title="收藏的任务" value={data.collectionCount} suffix="个" />
        <Link to={href('findJob')}>去找工作</Link>
      </LightCard>
    </div>
  );
}
