import { Card, Col, Descriptions, Row, Skeleton, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { useGetHomePageUserInfoQuery } from '../api';
import { isVerified, verifyStatusTag } from '../verify-status';

/** The workbench's account card: the user, their supplier and its verification, and what they have taken. */
export function AccountOverview() {
  const { data, isError, isFetching, refetch } = useGetHomePageUserInfoQuery();
  return (
    <QueryState
      loading={!data}
      error={isError}
      onRetry={refetch}
      retrying={isFetching}
      skeleton={<Card><Skeleton active paragraph={{ rows: 3 }} /></Card>}
      errorText="账户信息加载失败"
    >
      {data && <AccountCards data={data} />}
    </QueryState>
  );
}

function AccountCards({ data }: { data: NonNullable<ReturnType<typeof useGetHomePageUserInfoQuery>['data']> }): ReactNode {
  const status = verifyStatusTag(data.verifyStatus, data.supplierName !== null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="账户信息" size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="姓名">{data.userName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{data.phone}</Descriptions.Item>
            <Descriptions.Item label="所属企业">{data.supplierName ?? '尚未加入供应商企业'}</Descriptions.Item>
            <Descriptions.Item label="企业认证">
              <Tag color={status.color}>{status.label}</Tag>
              {data.supplierName !== null && !isVerified(data.verifyStatus) && (
                <Link to={href('authentication', { menukey: 'company' })}>去认证</Link>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="角色">{data.isMain ? '管理员' : '成员'}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic title="已接订单" value={data.takenOrderCount} suffix="单" />
          <Link to={href('order')}>查看订单</Link>
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic title="收藏的任务" value={data.collectionCount} suffix="个" />
          <Link to={href('findJob')}>去找工作</Link>
        </Card>
      </Col>
    </Row>
  );
}
