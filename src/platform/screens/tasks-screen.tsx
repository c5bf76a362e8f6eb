import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PlatformTask } from '@contract/platform/tasks';
import type { TaskStatus } from '@contract/tasks.meta';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';
import { usePlatformTaskCloseMutation, usePlatformTaskListQuery } from '../api/tasks';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { ReasonAction } from '../components/reason-action';
import { TaskForm } from '../components/task-form';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';
import { taskOrdersPath } from '../app/paths';

const STATUS: Record<TaskStatus, { label: string; color?: string }> = {
  open: { label: '招聘中', color: 'green' },
  full: { label: '已满员', color: 'orange' },
  closed: { label: '已关闭' },
};

/** 任务: every task, 发布任务, edit and close (the supplier's 找工作 follows at once). */
export function TasksScreen() {
  const may = useMay();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TaskStatus | undefined>();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ task: PlatformTask | null } | null>(null);
  const [close] = usePlatformTaskCloseMutation();
  const query = usePlatformTaskListQuery({ ...page, keyword: keyword || undefined, status });
  const columns: TableColumnsType<PlatformTask> = [
    { title: '任务', dataIndex: 'title' },
    { title: '用工企业', dataIndex: 'companyName' },
    { title: '城市', key: 'city', render: (_, t) => [t.cityName, t.districtName].filter(Boolean).join(' ') },
    { title: '佣金', key: 'reward', render: (_, t) => `${fenToYuanFixed(t.rewardAmount)} ${t.rewardUnitLabel}` },
    { title: '结算周期', dataIndex: 'settlementTypeLabel' },
    { title: '人数', key: 'people', render: (_, t) => `${t.takenCount} / ${t.personNumber}` },
    { title: '状态', dataIndex: 'status', render: (s: TaskStatus) => <Tag color={STATUS[s].color}>{STATUS[s].label}</Tag> },
    { title: '发布时间', dataIndex: 'publishTime', render: (v: string) => beijingTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_, t) => (
        <Space wrap>
          <Link to={taskOrdersPath(t.taskId)}>订单</Link>
          {may('platformTaskUpdate') && (
            <Button size="small" onClick={() => setEditing({ task: t })}>
              编辑
            </Button>
          )}
          {may('platformTaskClose') && t.status !== 'closed' && (
            <ReasonAction
              label="关闭"
              size="small"
              danger
              title="关闭任务"
              description={`关闭「${t.title}」后供应商不能再接单，已接的订单不受影响。`}
              onConfirm={async () => {
                await close({ taskId: t.taskId }).unwrap();
                consoleNotify.success('任务已关闭');
              }}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <h1>任务</h1>
      <div className="console-toolbar">
        {may('platformTaskPublish') && (
          <Button type="primary" onClick={() => setEditing({ task: null })}>
            发布任务
          </Button>
        )}
        <Input.Search
          aria-label="搜索任务"
          placeholder="任务名称或用工企业"
          allowClear
          enterButton="搜索"
          style={{ width: 320 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Select
          aria-label="任务状态"
          placeholder="任务状态"
          allowClear
          style={{ width: 140 }}
          value={status}
          options={(Object.keys(STATUS) as TaskStatus[]).map((value) => ({ value, label: STATUS[value].label }))}
          onChange={(value?: TaskStatus) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </div>
      <PagedTable<PlatformTask>
        rowKey="taskId"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        error={query.error}
        page={page}
        onPage={setPage}
        empty="暂无任务"
      />
      <TaskForm task={editing?.task ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
