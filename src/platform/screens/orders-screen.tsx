import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LightButton } from '@/components/light/button';
import { LightTabs } from '@/components/light/tabs';
import type { TableColumnsType } from 'antd';
import type { PlatformCandidate, PlatformOrder } from '@contract/platform/orders';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import type { CandidateStatus } from '@contract/candidates.meta';
import { beijingTime } from '@/lib/time';
import { usePlatformCandidateListQuery, usePlatformOrderListQuery } from '../api/orders';
import { CandidateMoves } from '../components/candidate-moves';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { TaskPicker } from '../components/task-picker';
import { useMay } from '../app/use-may';

const FIRST: PageState = { pageNum: 1, pageSize: 30 };

function Candidates({ order }: { order: PlatformOrder }) {
  const may = useMay();
  const [status, setStatus] = useState<CandidateStatus | 'all'>('all');
  const [page, setPage] = useState(FIRST);
  const q = usePlatformCandidateListQuery({ orderId: order.orderId, status: status === 'all' ? undefined : status, ...page });
  const counts = q.data?.counts ?? order.candidateCounts;
  const columns: TableColumnsType<PlatformCandidate> = [
    { title: '姓名', dataIndex: 'name' },
    { title: '手机号', dataIndex: 'mobile' },
    { title: '性别', dataIndex: 'sexLabel' },
    { title: '年龄', dataIndex: 'age' },
    { title: '学历', dataIndex: 'degreeLabel' },
    { title: '状态', dataIndex: 'statusLabel', render: (label: string, c) => (c.rejectReason ? `${label}（${c.rejectReason}）` : label) },
    { title: '面试时间', dataIndex: 'expectedInterviewTime', render: (v: string | null) => beijingTime(v) },
    { title: '推荐时间', dataIndex: 'submittedAt', render: (v: string) => beijingTime(v) },
    ...(may('platformCandidateMove')
      ? [{ title: '操作', key: 'actions', width: 220, render: (_: unknown, c: PlatformCandidate) => <CandidateMoves candidate={c} /> }]
      : []),
  ];
  return (
    <section className="console-section" aria-label={`${order.supplierName}的候选人`}>
      <h2 className="console-subtitle">
        {order.supplierName} 的候选人（{order.taskTitle}）
      </h2>
      <LightTabs
        aria-label="候选人状态"
        activeKey={status}
        onChange={(key) => {
          setStatus(key as CandidateStatus | 'all');
          setPage(FIRST);
        }}
        items={[
          { key: 'all', label: `全部（${counts.all}）` },
          ...CANDIDATE_STATUSES.map((s) => ({ key: s, label: `${CANDIDATE_STATUS_LABELS[s]}（${counts[s]}）` })),
        ]}
      >
        <PagedTable<PlatformCandidate>
          aria-label="候选人"
          card={{
            title: 'name',
            status: 'statusLabel',
            date: 'submittedAt',
            fields: ['mobile', 'sexLabel', 'age', 'degreeLabel', 'expectedInterviewTime'],
          }}
          rowKey="candidateId"
          columns={columns}
          data={q.data}
          loading={q.isFetching}
          error={q.error}
          page={page}
          onPage={setPage}
          empty="暂无候选人"
        />
      </LightTabs>
    </section>
  );
}

/** 订单与候选人: a task's orders, one per supplier, and an order's candidates by status, moved here. */
export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const taskId = params.get('taskId') ?? undefined;
  const [page, setPage] = useState(FIRST);
  const [selected, setSelected] = useState<PlatformOrder | null>(null);
  const q = usePlatformOrderListQuery({ taskId, ...page }, { skip: !taskId });
  const columns: TableColumnsType<PlatformOrder> = [
    { title: '供应商', dataIndex: 'supplierName' },
    { title: '状态', dataIndex: 'statusLabel' },
    { title: '候选人', key: 'count', render: (_, o) => o.candidateCounts.all },
    { title: '待初筛', key: 'submitted', render: (_, o) => o.candidateCounts.submitted },
    { title: '已入职', key: 'hired', render: (_, o) => o.candidateCounts.hired },
    { title: '接单时间', dataIndex: 'takenAt', render: (v: string) => beijingTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, o) => (
        <LightButton
          size="small"
          variant={selected?.orderId === o.orderId ? 'primary' : 'default'}
          aria-pressed={selected?.orderId === o.orderId}
          onClick={() => setSelected(o)}
        >
          查看候选人
        </LightButton>
      ),
    },
  ];
  return (
    <>
      <h1>订单与候选人</h1>
      <div className="console-toolbar">
        <TaskPicker
          value={taskId}
          onChange={(next) => {
            setSelected(null);
            setPage(FIRST);
            setParams(next ? { taskId: next } : {});
          }}
        />
      </div>
      {!taskId ? (
        <p className="console-empty">请先选择任务，查看各供应商的订单与候选人</p>
      ) : (
        <PagedTable<PlatformOrder>
          aria-label="订单"
          card={{ title: 'supplierName', status: 'statusLabel', date: 'takenAt', fields: ['count', 'submitted', 'hired'] }}
          rowKey="orderId"
          columns={columns}
          data={q.data}
          loading={q.isFetching}
          error={q.error}
          page={page}
          onPage={setPage}
          empty="该任务暂无订单"
        />
      )}
      {selected && <Candidates key={selected.orderId} order={selected} />}
    </>
  );
}
