import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import type { PlatformTask } from '@contract/platform/tasks';
import type { TaskStatus } from '@contract/tasks.meta';
import { LightButton } from '@/components/light/button';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { LightTag } from '@/components/light/tag';
import type { LightTagColor } from '@/components/light/tag';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';
import { usePlatformTaskCloseMutation, usePlatformTaskListQuery } from '../api/tasks';
import { lazyAntd } from '../components/lazy-antd';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { ReasonAction } from '../components/reason-action';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';
import { taskOrdersPath } from '../app/paths';

const { Dialog: TaskForm, preload } = lazyAntd(async () => (await import('../components/task-form')).TaskForm);

const STATUS: Record<TaskStatus, { label: string; color: LightTagColor }> = {
  open: { label: '招聘中', color: 'green' },
  full: { label: '已满员', color: 'orange' },
  closed: { label: '已关闭', color: 'default' },
};

/** 任务: every task, 发布任务, edit and close (the supplier's 找工作 follows at once). */
export function TasksScreen() {
  const may = useMay();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TaskStatus | undefined>();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 30 });
  const [editing, setEditing] = useState<{ task: PlatformTask | null } | null>(null);
  const [close] = usePlatformTaskCloseMutation();
  const query = usePlatformTaskListQuery({ ...page, keyword: keyword || undefined, status });
  const columns: TableColumnsType<PlatformTask> = [
    { title: '任务', dataIndex: 'title' },
    { title: '用工企业', dataIndex: 'companyName' },
    { title: '城市', key: 'city', width: 110, render: (_, t) => [t.cityName, t.districtName].filter(Boolean).join(' ') },
    { title: '佣金', key: 'reward', width: 130, render: (_, t) => `${fenToYuanFixed(t.rewardAmount)} ${t.rewardUnitLabel}` },
    { title: '结算周期', dataIndex: 'settlementTypeLabel', width: 90 },
    { title: '人数', key: 'people', width: 80, render: (_, t) => `${t.takenCount} / ${t.personNumber}` },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, t) => <LightTag color={STATUS[t.status].color}>{STATUS[t.status].label}</LightTag>,
    },
    { title: '发布时间', dataIndex: 'publishTime', width: 150, render: (v: string) => beijingTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, t) => (
        <div className="console-actions">
          <Link to={taskOrdersPath(t.taskId)}>订单</Link>
          {may('platformTaskUpdate') && (
            <LightButton size="small" onPointerEnter={preload} onFocus={preload} onClick={() => setEditing({ task: t })}>
              编辑
            </LightButton>
          )}
          {may('platformTaskClose') && t.status !== 'closed' && (
            <ReasonAction
              label="关闭"
              confirmLabel="关闭任务"
              small
              danger
              title="关闭任务"
              description={`关闭「${t.title}」后供应商不能再接单，已接的订单不受影响。`}
              onConfirm={async () => {
                await close({ taskId: t.taskId }).unwrap();
                consoleNotify.success('任务已关闭');
              }}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <h1>任务</h1>
      <div className="console-toolbar">
        {may('platformTaskPublish') && (
          <LightButton variant="primary" onPointerEnter={preload} onFocus={preload} onClick={() => setEditing({ task: null })}>
            发布任务
          </LightButton>
        )}
        <LightSearchBox
          ariaLabel="搜索任务"
          placeholder="任务名称或用工企业"
          maxLength={50}
          width={300}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <LightSelect<TaskStatus>
          aria-label="任务状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 130 }}
          value={status}
          options={(Object.keys(STATUS) as TaskStatus[]).map((value) => ({ value, label: STATUS[value].label }))}
          onChange={(value) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </div>
      <PagedTable<PlatformTask>
        aria-label="任务列表"
        rowKey="taskId"
        columns={columns}
        card={{ title: 'title', status: 'status', amount: 'reward', date: 'publishTime', fields: ['companyName', 'city', 'people'] }}
        query={query}
        page={page}
        onPage={setPage}
        empty="暂无任务"
      />
      {editing && (
        <Suspense fallback={null}>
          <TaskForm task={editing.task} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
