import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Input, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PlatformSupplierSummary } from '@contract/platform/suppliers';
import { VERIFY_STATUS } from '@contract/login.meta';
import { VERIFICATION_KIND_LABELS, VERIFY_STATUS_LABELS } from '@contract/verification.meta';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierListQuery } from '../api/suppliers';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { supplierPath } from '../app/paths';

const STATUS_OPTIONS = [VERIFY_STATUS.unverified, VERIFY_STATUS.reviewing, VERIFY_STATUS.verified, VERIFY_STATUS.rejected].map((value) => ({
  value,
  label: VERIFY_STATUS_LABELS[value],
}));

const COLUMNS: TableColumnsType<PlatformSupplierSummary> = [
  { title: '供应商', dataIndex: 'name', render: (name: string, row) => <Link to={supplierPath(row.supplierId)}>{name || '（未命名）'}</Link> },
  { title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
  { title: '类型', dataIndex: 'supplierType', render: (v: keyof typeof VERIFICATION_KIND_LABELS) => VERIFICATION_KIND_LABELS[v] ?? v },
  {
    title: '认证状态',
    dataIndex: 'verifyStatusLabel',
    render: (label: string, row) => <Tag color={row.verifyStatus === VERIFY_STATUS.reviewing ? 'orange' : undefined}>{label}</Tag>,
  },
  { title: '账号', dataIndex: 'disabled', render: (disabled: boolean) => (disabled ? <Tag color="red">已停用</Tag> : '正常') },
  { title: '管理员', key: 'admin', render: (_, row) => (row.adminName ? `${row.adminName} ${row.adminPhone ?? ''}` : '—') },
  { title: '成员数', dataIndex: 'memberCount' },
  { title: '注册时间', dataIndex: 'createdAt', render: (v: string) => beijingTime(v) },
];

/** 供应商: every supplier, searched by name, credit code or a member's phone, filtered by state; paged on the server. */
export function SuppliersScreen() {
  const [params] = useSearchParams();
  const initialStatus = params.get('verifyStatus');
  const [verifyStatus, setVerifyStatus] = useState<number | undefined>(initialStatus === null ? undefined : Number(initialStatus));
  const [disabled, setDisabled] = useState<boolean | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 20 });
  const query = usePlatformSupplierListQuery({
    ...page,
    keyword: keyword || undefined,
    verifyStatus: verifyStatus as 0 | 1 | 2 | 3 | undefined,
    disabled,
  });
  return (
    <>
      <h1>供应商</h1>
      <div className="console-toolbar">
        <Input.Search
          aria-label="搜索供应商"
          placeholder="名称、统一社会信用代码或成员手机号"
          allowClear
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Select
          aria-label="认证状态"
          placeholder="认证状态"
          allowClear
          style={{ width: 140 }}
          value={verifyStatus}
          options={STATUS_OPTIONS}
          onChange={(value?: number) => {
            setVerifyStatus(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Select
          aria-label="账号状态"
          placeholder="账号状态"
          allowClear
          style={{ width: 140 }}
          value={disabled}
          options={[
            { value: false, label: '正常' },
            { value: true, label: '已停用' },
          ]}
          onChange={(value?: boolean) => {
            setDisabled(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </div>
      <PagedTable<PlatformSupplierSummary>
        rowKey="supplierId"
        columns={COLUMNS}
        data={query.data}
        loading={query.isFetching}
        error={query.error}
        page={page}
        onPage={setPage}
        empty="没有符合条件的供应商"
      />
    </>
  );
}
