import type { ReactNode } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import type { TaskDetail } from '@contract/tasks';
import { TASK_STATUS_LABELS, headcountOf, timeOf } from '../format';
import { TaskHeadline } from './task-headline';

/** Every field of a task, for a logged-in supplier; `actions` are the buttons the screen puts beside it. */
export function TaskDetailView({ task, actions }: { task: TaskDetail; actions?: ReactNode }) {
  const status = TASK_STATUS_LABELS[task.status];
  const items = [
    { key: 'company', label: '用工企业', children: task.companyName },
    { key: 'position', label: '职位类型', children: task.positionTypeName },
    { key: 'region', label: '工作城市', children: [task.provinceName, task.cityName, task.districtName].filter(Boolean).join(' / ') },
    { key: 'address', label: '工作地址', children: task.workAddress || '—' },
    { key: 'settlement', label: '结算方式', children: task.settlementTypeLabel },
    { key: 'headcount', label: '招聘人数', children: headcountOf(task) },
    { key: 'time', label: '工作时间', children: task.workTime || '—' },
    { key: 'age', label: '年龄要求', children: task.ageRange || '—' },
    { key: 'publish', label: '发布时间', children: timeOf(task.publishTime) },
    { key: 'status', label: '任务状态', children: <Tag color={status.color}>{status.label}</Tag> },
  ];
  return (
    <div className="task-detail">
      <TaskHeadline task={task} extra={actions} />
      <Descriptions className="task-detail-fields" column={{ xs: 1, md: 2 }} items={items} />
      <section className="task-detail-section">
        {/* h3 under the task's h2 title (no skipped level), at the small titles' size. */}
        <h3 className="light-title light-title-5">职位描述</h3>
        <Typography.Paragraph className="task-detail-text">{task.description || '暂无描述'}</Typography.Paragraph>
      </section>
      <section className="task-detail-section">
        <h3 className="light-title light-title-5">任职要求</h3>
        <Typography.Paragraph className="task-detail-text">{task.requirements || '暂无要求'}</Typography.Paragraph>
      </section>
    </div>
  );
}
