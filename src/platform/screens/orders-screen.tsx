import { useEffect, useRef, useState } from 'react';
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
import { FIRST_PAGE, PagedTable } from '../components/paged-table';
import { TaskPicker } from '../components/task-picker';
import { useMay } from '../app/use-may';

function Candidates({ order }: { order: PlatformOrder }) {
  const may = useMay();
  const [status, setStatus] = useState<CandidateStatus | 'all'>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = usePlatformCandidateListQuery({ orderId: order.orderId, status: status === 'all' ? undefined : status, ...page });
  const counts = q.data?.counts ?? order.candidateCounts;
  // Opened from its order's row: the reader is taken to it (on a phone it starts below the orders' cards).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const columns: TableColumnsType<PlatformCandidate> = [
    { title: '姓名', dataIndex: 'name' },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '性别', dataIndex: 'sexLabel', width: 64 },
    { title: '年龄', dataIndex: 'age', width: 64 },
    { title: '学历', dataIndex: 'degreeLabel', width: 110 },
    { title: '状态', dataIndex: 'statusLabel', render: (label: string, c) => (c.rejectReason ? `${label}（${c.rejectReason}）` : label) },
    { title: '面试时间', dataIndex: 'expectedInterviewTime', width: 150, render: (v: string | null) => beijingTime(v) },
    { title: '推荐时间', dataIndex: 'submittedAt', width: 150, render: (v: string) => beijingTime(v) },
    ...(may('platformCandidateMove')
      ? [{ title: '操作', key: 'actions', width: 220, render: (_: unknown, c: PlatformCandidate) => <CandidateMoves candidate={c} /> }]
      : []),
  ];
  return (
    <section className="console-section" aria-label={`${order.supplierName}的候选人`}>
      <h2 className="console-subtitle" ref={heading} tabIndex={-1}>
        {order.supplierName} 的候选人（{order.taskTitle}）
      </h2>
      <LightTabs
        aria-label="候选人状态"
        activeKey={status}
        onChange={(key) => {
          setStatus(key as CandidateStatus | 'all');
          setPage(FIRST_PAGE);
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
          query={q}
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
  const [page, setPage] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<PlatformOrder | null>(null);
  const q = usePlatformOrderListQuery({ taskId, ...page }, { skip: !taskId });
  const columns: TableColumnsType<PlatformOrder> = [
    { title: '供应商', dataIndex: 'supplierName' },
    { title: '状态', dataIndex: 'statusLabel', width: 100 },
    { title: '候选人', key: 'count', width: 90, render: (_, o) => o.candidateCounts.all },
    { title: '待初筛', key: 'submitted', width: 90, render: (_, o) => o.candidateCounts.submitted },
    { title: '已入职', key: 'hired', width: 90, render: (_, o) => o.candidateCounts.hired },
    { title: '接单时间', dataIndex: 'takenAt', width: 150, render: (v: string) => beijingTime(v) },
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
            setPage(FIRST_PAGE);
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
          query={q}
          page={page}
          onPage={setPage}
          empty="该任务暂无订单"
        />
      )}
      {selected && <Candidates key={selected.orderId} order={selected} />}
    </>
  );
}
