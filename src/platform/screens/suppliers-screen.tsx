import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import type { PlatformSupplierSummary } from '@contract/platform/suppliers';
import { VERIFY_STATUS } from '@contract/login.meta';
import { VERIFICATION_KIND_LABELS, VERIFY_STATUS_LABELS } from '@contract/verification.meta';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { LightTag } from '@/components/light/tag';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierListQuery } from '../api/suppliers';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { supplierPath } from '../app/paths';

type StatusValue = '0' | '1' | '2' | '3';
const STATUS_OPTIONS = [VERIFY_STATUS.unverified, VERIFY_STATUS.reviewing, VERIFY_STATUS.verified, VERIFY_STATUS.rejected].map((value) => ({
  value: String(value) as StatusValue,
  label: VERIFY_STATUS_LABELS[value],
}));
const isStatus = (v: string | null): v is StatusValue => STATUS_OPTIONS.some((o) => o.value === v);

const COLUMNS: TableColumnsType<PlatformSupplierSummary> = [
  {
    title: '供应商',
    dataIndex: 'name',
    render: (name: string, row) => <Link to={supplierPath(row.supplierId)}>{name || '（未命名）'}</Link>,
  },
  { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, render: (v: string | null) => v ?? '—' },
  {
    title: '类型',
    dataIndex: 'supplierType',
    width: 100,
    render: (v: keyof typeof VERIFICATION_KIND_LABELS) => VERIFICATION_KIND_LABELS[v] ?? v,
  },
  {
    title: '认证状态',
    key: 'status',
    width: 100,
    render: (_, row) => (
      <LightTag color={row.verifyStatus === VERIFY_STATUS.reviewing ? 'orange' : 'default'}>{row.verifyStatusLabel}</LightTag>
    ),
  },
  { title: '账号', dataIndex: 'disabled', width: 80, render: (disabled: boolean) => (disabled ? '已停用' : '正常') },
  { title: '管理员', key: 'admin', render: (_, row) => (row.adminName ? `${row.adminName} ${row.adminPhone ?? ''}` : '—') },
  { title: '成员数', dataIndex: 'memberCount', width: 80 },
  { title: '注册时间', dataIndex: 'createdAt', width: 150, render: (v: string) => beijingTime(v) },
];

/** 供应商: every supplier, searched by name, credit code or a member's phone, filtered by state; paged on the server. */
export function SuppliersScreen() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('verifyStatus');
  const verifyStatus = isStatus(fromAddress) ? fromAddress : undefined;
  const [disabled, setDisabled] = useState<'true' | 'false' | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 30 });
  const first = () => setPage((p) => ({ ...p, pageNum: 1 }));
  const query = usePlatformSupplierListQuery({
    ...page,
    keyword: keyword || undefined,
    verifyStatus: verifyStatus === undefined ? undefined : (Number(verifyStatus) as 0 | 1 | 2 | 3),
    disabled: disabled === undefined ? undefined : disabled === 'true',
  });
  return (
    <>
      <h1>供应商</h1>
      <div className="console-toolbar">
        <LightSearchBox
          ariaLabel="搜索供应商"
          placeholder="名称、统一社会信用代码或成员手机号"
          maxLength={50}
          width={340}
          onSearch={(value) => {
            setKeyword(value.trim());
            first();
          }}
        />
        <LightSelect<StatusValue>
          aria-label="认证状态"
          placeholder="全部认证状态"
          allowClear
          style={{ width: 150 }}
          value={verifyStatus}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setParams(value ? { verifyStatus: value } : {});
            first();
          }}
        />
        <LightSelect<'true' | 'false'>
          aria-label="账号状态"
          placeholder="全部账号"
          allowClear
          style={{ width: 130 }}
          value={disabled}
          options={[
            { value: 'false', label: '正常' },
            { value: 'true', label: '已停用' },
          ]}
          onChange={(value) => {
            setDisabled(value);
            first();
          }}
        />
      </div>
      <PagedTable<PlatformSupplierSummary>
        aria-label="供应商列表"
        rowKey="supplierId"
        columns={COLUMNS}
        card={{ title: 'name', status: 'status', date: 'createdAt', fields: ['creditCode', 'supplierType', 'admin', 'memberCount'] }}
        query={query}
        page={page}
        onPage={setPage}
        empty="没有符合条件的供应商"
      />
    </>
  );
}
