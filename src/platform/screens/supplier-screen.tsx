import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import type { PlatformMember } from '@contract/platform/suppliers';
import { VERIFICATION_KIND_LABELS } from '@contract/verification.meta';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightTabs } from '@/components/light/tabs';
import { LightTag } from '@/components/light/tag';
import { DataTable } from '@/components/ui/data-table';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierDetailQuery } from '../api/suppliers';
import { SupplierAudit, SupplierBills, SupplierOrders } from '../components/supplier-lists';
import { VerificationHistory } from '../components/verification-history';
import { PLATFORM_PATHS } from '../app/paths';

const MEMBER_COLUMNS: TableColumnsType<PlatformMember> = [
  {
    title: '姓名',
    dataIndex: 'name',
    render: (name: string, m) =>
      m.isMain ? (
        <>
          {name} <LightTag color="blue">管理员</LightTag>
        </>
      ) : (
        name
      ),
  },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '加入时间', dataIndex: 'joinedAt', width: 160, render: (v: string) => beijingTime(v) },
];

type Tab = 'verifications' | 'members' | 'orders' | 'bills' | 'audit';

/** A supplier's page: company details, members, verification history (审核 here), orders, bills and audit trail. */
export function SupplierScreen() {
  const { supplierId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('verifications');
  const { data, isLoading, error } = usePlatformSupplierDetailQuery({ supplierId });
  if (isLoading) return <p aria-busy="true">加载中…</p>;
  if (error || !data)
    return (
      <div className="console-denied" role="alert">
        <h1>找不到该供应商</h1>
        <Link to={PLATFORM_PATHS.suppliers}>返回供应商列表</Link>
      </div>
    );
  const { supplier, members, verifications } = data;
  const details = [
    ['类型', VERIFICATION_KIND_LABELS[supplier.supplierType]],
    ['统一社会信用代码', supplier.creditCode ?? '—'],
    ['认证状态', supplier.verifyStatusLabel],
    ['账号', supplier.disabled ? `已停用（${beijingTime(supplier.disabledAt)}）` : '正常'],
    ['管理员', supplier.adminName ? `${supplier.adminName} ${supplier.adminPhone ?? ''}` : '—'],
    ['注册时间', beijingTime(supplier.createdAt)],
  ].map(([label, children]) => ({ key: label, label, children }));
  return (
    <>
      <p>
        <Link to={PLATFORM_PATHS.suppliers}>← 供应商列表</Link>
      </p>
      <h1>{supplier.name || '（未命名供应商）'}</h1>
      <section className="console-section" aria-label="企业信息">
        <LightDescriptions size="small" column={3} items={details} className="console-desc" />
      </section>
      <LightTabs
        aria-label="供应商详情"
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'verifications', label: '认证记录' },
          { key: 'members', label: `成员（${members.length}）` },
          { key: 'orders', label: '订单' },
          { key: 'bills', label: '结算单' },
          { key: 'audit', label: '操作记录' },
        ]}
      >
        {tab === 'verifications' && <VerificationHistory supplierId={supplierId} verifications={verifications} />}
        {tab === 'members' && (
          <DataTable<PlatformMember>
            aria-label="成员"
            rowKey="userId"
            size="middle"
            columns={MEMBER_COLUMNS}
            dataSource={members}
            pagination={false}
          />
        )}
        {tab === 'orders' && <SupplierOrders supplierId={supplierId} />}
        {tab === 'bills' && <SupplierBills supplierId={supplierId} />}
        {tab === 'audit' && <SupplierAudit supplierId={supplierId} />}
      </LightTabs>
    </>
  );
}
