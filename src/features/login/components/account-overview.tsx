import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LightCard, LightStatistic } from '@/components/light/card';
import { LightSkeletonText } from '@/components/light/skeleton';
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
      // The cards themselves with grey bars for the values: the same size as loaded, so nothing below them moves.
      skeleton={<AccountCards />}
      errorText="账户信息加载失败"
    >
      {data && <AccountCards data={data} />}
    </QueryState>
  );
}

type HomePageUserInfo = NonNullable<ReturnType<typeof useGetHomePageUserInfoQuery>['data']>;

/** The account's cards; without `data` (loading) the same cards with grey bars where the values go. */
function AccountCards({ data }: { data?: HomePageUserInfo }): ReactNode {
  const status = data && verifyStatusTag(data.verifyStatus, data.supplierName !== null);
  const value = (v: (d: HomePageUserInfo) => ReactNode, width?: string) => (data ? v(data) : <LightSkeletonText width={width} />);
  return (
    <div className="account-overview" aria-busy={data ? undefined : true}>
      <LightCard title="账户信息" className="account-overview-info">
        <dl className="light-descriptions">
          <dt>姓名</dt>
          <dd>{value((d) => d.userName, '4em')}</dd>
          <dt>手机号</dt>
          <dd>{value((d) => d.phone, '7em')}</dd>
          <dt>所属企业</dt>
          <dd>{value((d) => d.supplierName ?? '尚未加入供应商企业', '9em')}</dd>
          <dt>企业认证</dt>
          <dd>
            {data && status ? (
              <span className={`light-tag light-tag-${status.color}`}>{status.label}</span>
            ) : (
              <LightSkeletonText width="4em" />
            )}
            {data && data.supplierName !== null && data.isMain && !isVerified(data.verifyStatus) && (
              <Link to={href('authentication', { menukey: 'company' })}>去认证</Link>
            )}
          </dd>
          <dt>角色</dt>
          <dd>{value((d) => (d.isMain ? '管理员' : '成员'), '3em')}</dd>
        </dl>
      </LightCard>
      <LightCard>
        <LightStatistic title="已接订单" value={value((d) => d.takenOrderCount, '1.5em')} suffix="单" />
        <Link to={href('order')}>查看订单</Link>
      </LightCard>
      <LightCard>
        <LightStatistic title="收藏的任务" value={value((d) => d.collectionCount, '1.5em')} suffix="个" />
        <Link to={href('findJob')}>去找工作</Link>
      </LightCard>
    </div>
  );
}
