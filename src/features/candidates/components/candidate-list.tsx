import { useEffect, useMemo, useState } from 'react';
import { Input, Space, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CandidateSummary } from '@contract/candidates';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { DataTable } from '@/components/ui/data-table';
import { href, paths } from '@/config/paths';
import { useOrderPermissions } from '@/lib/state/permissions';
import { isNoAccess, NoAccess } from '@/components/ui/no-access';
import { useTalentListQuery } from '../api';
import { isCandidateStatus } from '../format';
import { candidateColumns } from './candidate-columns';
import type { DegreeOption } from './candidate-fields';
import { CandidateDrawer } from './candidate-drawer';
import { CandidateToolbar } from './candidate-toolbar';
import { QueryError } from '@/components/ui/query-state';

export interface CandidateListProps {
  taskId: string;
  orderId: string;
  /** The `status` route parameter: one of the pipeline's statuses, or absent for all. */
  status?: string;
  /** The talentDegree enum (reference data), without 「不限」. */
  degrees: readonly DegreeOption[];
}

const TAB_KEYS = ['all', ...CANDIDATE_STATUSES] as const;

/**
 * One order's candidates: a tab per pipeline status (the URL says which), the shared table, the detail drawer
 * (`?candidate=<id>` opens it: a candidate-status notice links there).
 */
export function CandidateList({ taskId, orderId, status, degrees }: CandidateListProps) {
  const navigate = useNavigate();
  const active = isCandidateStatus(status) ? status : undefined;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const [search, setSearch] = useSearchParams();
  const linked = search.get('candidate');
  const [open, setOpen] = useState<string | null>(linked);
  // A notice opened while this list is already on screen names another candidate.
  useEffect(() => {
    if (linked) setOpen(linked);
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (linked) setSearch((s) => (s.delete('candidate'), s), { replace: true });
  };
  const { canManageCandidates } = useOrderPermissions();
  const request = { orderId, ...page, ...(active ? { status: active } : {}), ...(keyword ? { keyword } : {}) };
  const { data, error, isLoading, isFetching, refetch } = useTalentListQuery(request);
  const columns = useMemo(() => candidateColumns(setOpen), []);

  // Not the supplier's order, or no longer the member's to see (a notice opened after a change): 「无权查看」.
  if (isNoAccess(error)) return <NoAccess what="订单" back={{ to: paths.order, label: '返回订单列表' }} />;
  const counts = data?.counts;
  const items = TAB_KEYS.map((key) => ({
    key,
    label: `${key === 'all' ? '全部' : CANDIDATE_STATUS_LABELS[key]}${counts ? `（${counts[key]}）` : ''}`,
  }));
  const go = (key: string) => {
    setPage((p) => ({ ...p, pageNum: 1 }));
    navigate(href('candidateList', { taskId, orderId, status: key === 'all' ? undefined : key }));
  };

  return (
    <>
      <div className="orders-toolbar">
        <Tabs activeKey={active ?? 'all'} items={items} onChange={go} />
        <Space wrap>
          <Input.Search
            aria-label="搜索候选人"
            placeholder="姓名或手机号"
            allowClear
            maxLength={50}
            style={{ width: 220 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          />
          {canManageCandidates && <CandidateToolbar orderId={orderId} degrees={degrees} />}
        </Space>
      </div>
      {error && !data ? (
        <QueryError text="候选人加载失败" onRetry={refetch} />
      ) : (
        <DataTable<CandidateSummary>
          rowKey="candidateId"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : active ? `暂无「${CANDIDATE_STATUS_LABELS[active]}」的候选人` : '暂无候选人，点击「添加候选人」或上传简历提交' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      )}
      <CandidateDrawer candidateId={open} orderId={orderId} degrees={degrees} canEdit={canManageCandidates} onClose={close} />
    </>
  );
}
