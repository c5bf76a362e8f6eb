import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { candidates } from '@contract/index';
import type { CandidateSummary, TalentListRequest } from '@contract/candidates';
import { CANDIDATE_PATHS, CANDIDATE_SORT_FIELDS, CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { LightTabs } from '@/components/light/tabs';
import { DataTable } from '@/components/ui/data-table';
import { ExportButton } from '@/components/ui/export-button';
import { filterParsers, useListParams } from '@/components/ui/list-params';
import { href, paths } from '@/config/paths';
import { useOrderPermissions } from '@/lib/state/permissions';
import { isNoAccess, NoAccess } from '@/components/ui/no-access';
import { useTalentListQuery } from '../api';
import { isCandidateStatus } from '../format';
import { CANDIDATE_CARD, candidateColumns } from './candidate-columns';
import type { DegreeOption } from './candidate-fields';
import type { CandidateDrawerProps } from './candidate-drawer';
import { LightSearchBox } from '@/components/light/search-box';
import { CandidateToolbar } from './candidate-toolbar';
import './candidates.css';
import { QueryError } from '@/components/ui/query-state';
import { OnceOpened } from '@/components/ui/once-opened';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';

// The drawer (antd: timeline, editors, the form's date picker) loads, in AntdScope, when a candidate is first opened
// (fetched as the pointer or the focus reaches a name or 查看): the list itself is drawn without antd.
const CandidateDrawer = preloadableLazy(
  withAntdScope<CandidateDrawerProps>(() => import('./candidate-drawer').then((m) => ({ default: m.CandidateDrawer }))),
);

type TalentExport = typeof candidates.talentExport;

export interface CandidateListProps {
  taskId: string;
  orderId: string;
  /** The `status` route parameter: one of the pipeline's statuses, or absent for all. */
  status?: string;
  /** The talentDegree enum (reference data), without 「不限」. */
  degrees: readonly DegreeOption[];
  /** Told the order's task once the list knows it (the screen's title and breadcrumb); null when it cannot be read. */
  onOrder?: (order: { taskTitle: string; companyName: string } | null) => void;
}

const TAB_KEYS = ['all', ...CANDIDATE_STATUSES] as const;
const LIST_PARAMS = { sortFields: CANDIDATE_SORT_FIELDS, filters: { keyword: filterParsers.text(50) } };

/**
 * One order's candidates: a tab per pipeline status (the route says which); keyword, page, size and sort kept in
 * the URL's query; the shared table, the detail drawer (`?candidate=<id>` opens it: a candidate-status notice links
 * there), and the filtered, sorted list exported as .xlsx.
 */
export function CandidateList({ taskId, orderId, status, degrees, onOrder }: CandidateListProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const active = isCandidateStatus(status) ? status : undefined;
  const list = useListParams(LIST_PARAMS);
  const keyword = list.filters.keyword ?? '';
  const [search, setSearch] = useSearchParams();
  const linked = search.get('candidate');
  const [open, setOpen] = useState<string | null>(linked);
  // A notice opened while this list is already on screen names another candidate.
  useEffect(() => {
    if (linked) setOpen(linked);
  }, [linked]);
  // The button that opened the drawer (`data-opens`): the focus goes back to it when the drawer has closed. The
  // table may have drawn that row anew meanwhile (the list refetched), so it is found again by its mark.
  const opener = useRef<string | null>(null);
  const columns = useMemo(
    () =>
      candidateColumns(
        (candidateId) => {
          opener.current = document.activeElement?.getAttribute('data-opens') ?? null;
          setOpen(candidateId);
        },
        () => void CandidateDrawer.preload(),
      ),
    [],
  );
  // As soon as it closes (its focus trap released; antd's own return waits for the closing animation's end, which
  // does not always come), unless the focus has moved on elsewhere.
  useEffect(() => {
    const mark = opener.current;
    if (open !== null || !mark) return;
    opener.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.ant-drawer')) return;
    document.querySelector<HTMLElement>(`[data-opens="${CSS.escape(mark)}"]`)?.focus({ preventScroll: true });
  }, [open]);
  const close = () => {
    setOpen(null);
    if (linked) setSearch((s) => (s.delete('candidate'), s), { replace: true });
  };
  const { canManageCandidates } = useOrderPermissions();
  const { pageNum, pageSize, ...filters } = list.request as Omit<TalentListRequest, 'orderId'>;
  const exportPayload = { orderId, ...(active ? { status: active } : {}), ...filters };
  const { data, error, isLoading, isFetching, refetch } = useTalentListQuery({ ...exportPayload, pageNum, pageSize });
  const order = data?.order;
  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (order) onOrder?.({ taskTitle: order.taskTitle, companyName: order.companyName });
    else if (failed) onOrder?.(null);
  }, [order, failed, onOrder]);

  // Not the supplier's order, or no longer the member's to see (a notice opened after a change): 「无权查看」.
  if (isNoAccess(error)) return <NoAccess what="订单" back={{ to: paths.order, label: '返回订单列表' }} />;
  const counts = data?.counts;
  const items = TAB_KEYS.map((key) => ({
    key,
    label: `${key === 'all' ? '全部' : CANDIDATE_STATUS_LABELS[key]}${counts ? `（${counts[key]}）` : ''}`,
  }));
  // Another tab keeps the keyword, size and sort, and starts from the first page.
  const go = (key: string) => {
    const query = new URLSearchParams(location.search);
    query.delete('pageNum');
    query.delete('candidate');
    const q = query.toString();
    navigate(`${href('candidateList', { taskId, orderId, status: key === 'all' ? undefined : key })}${q ? `?${q}` : ''}`);
  };

  return (
    <>
      <div className="orders-toolbar">
        <LightTabs aria-label="候选人状态" activeKey={active ?? 'all'} items={items} onChange={go} />
        <div className="candidate-actions">
          <LightSearchBox
            ariaLabel="搜索候选人"
            placeholder="姓名或手机号"
            maxLength={50}
            width={200}
            defaultValue={keyword}
            onSearch={(value) => list.setFilters({ keyword: value.trim() || undefined })}
          />
          <ExportButton
            path={CANDIDATE_PATHS.talentExport satisfies TalentExport['path']}
            payload={exportPayload}
            fileName={`候选人-订单${orderId}.xlsx`}
            disabled={!data?.total}
          />
          {canManageCandidates && <CandidateToolbar orderId={orderId} degrees={degrees} />}
        </div>
      </div>
      {error && !data ? (
        <QueryError text="候选人加载失败" onRetry={refetch} />
      ) : (
        <DataTable<CandidateSummary>
          rowKey="candidateId"
          card={CANDIDATE_CARD}
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          sort={list.sort}
          onSortChange={(sort) => list.setSort(sort as typeof list.sort)}
          locale={{
            emptyText: isLoading
              ? ' '
              : active
                ? `暂无「${CANDIDATE_STATUS_LABELS[active]}」的候选人`
                : '暂无候选人，点击「添加候选人」或上传简历提交',
          }}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: data?.total ?? 0, onChange: list.setPage }}
        />
      )}
      <OnceOpened open={open !== null}>
        <CandidateDrawer candidateId={open} orderId={orderId} degrees={degrees} canEdit={canManageCandidates} onClose={close} />
      </OnceOpened>
    </>
  );
}
