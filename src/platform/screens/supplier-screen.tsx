import { Link, useParams } from 'react-router-dom';
import { Descriptions, Result, Skeleton, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PlatformMember } from '@contract/platform/suppliers';
import { VERIFICATION_KIND_LABELS } from '@contract/verification.meta';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierDetailQuery } from '../api/suppliers';
import { SupplierAudit, SupplierBills, SupplierOrders } from '../components/supplier-lists';
import { VerificationHistory } from '../components/verification-history';
import { PLATFORM_PATHS } from '../app/paths';

const MEMBER_COLUMNS: TableColumnsType<PlatformMember> = [
  { title: '姓名', dataIndex: 'name', render: (name: string, m) => (m.isMain ? <>{name} <Tag color="blue">管理员</Tag></> : name) },
  { title: '手机号', dataIndex: 'phone' },
  { title: '加入时间', dataIndex: 'joinedAt', render: (v: string) => beijingTime(v) },
];

/** A supplier's page: company details, members, verification history (审核 here), orders, bills and audit trail. */
export function SupplierScreen() {
  const { supplierId = '' } = useParams();
  const { data, isLoading, error } = usePlatformSupplierDetailQuery({ supplierId });
  if (isLoading) return <Skeleton active />;
  if (error || !data)
    return <Result status="404" title="找不到该供应商" extra={<Link to={PLATFORM_PATHS.suppliers}>返回供应商列表</Link>} />;
  const { supplier, members, verifications } = data;
  return (
    <>
      <p>
        <Link to={PLATFORM_PATHS.suppliers}>← 供应商列表</Link>
      </p>
      <h1>{supplier.name || '（未命名供应商）'}</h1>
      <section className="console-section" aria-label="企业信息">
        <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }}>
          <Descriptions.Item label="类型">{VERIFICATION_KIND_LABELS[supplier.supplierType]}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{supplier.creditCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="认证状态">{supplier.verifyStatusLabel}</Descriptions.Item>
          <Descriptions.Item label="账号">{supplier.disabled ? `已停用（${beijingTime(supplier.disabledAt)}）` : '正常'}</Descriptions.Item>
          <Descriptions.Item label="管理员">{supplier.adminName ? `${supplier.adminName} ${supplier.adminPhone ?? ''}` : '—'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{beijingTime(supplier.createdAt)}</Descriptions.Item>
        </Descriptions>
      </section>
      <Tabs
        items={[
          { key: 'verifications', label: '认证记录', children: <VerificationHistory supplierId={supplierId} verifications={verifications} /> },
          {
            key: 'members',
            label: `成员（${members.length}）`,
            children: <Table rowKey="userId" size="middle" columns={MEMBER_COLUMNS} dataSource={members} pagination={false} scroll={{ x: 'max-content' }} />,
          },
          { key: 'orders', label: '订单', children: <SupplierOrders supplierId={supplierId} /> },
          { key: 'bills', label: '结算单', children: <SupplierBills supplierId={supplierId} /> },
          { key: 'audit', label: '操作记录', children: <SupplierAudit supplierId={supplierId} /> },
        ]}
      />
    </>
  );
}
