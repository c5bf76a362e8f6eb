import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { TaskSummary } from '@contract/tasks';
import { commissionBasisOf } from '@/lib/money';
import { placeOf, rewardOf } from '../format';

/** The task's title, reward, place and features: what a card shows, at the top of the detail page. */
export function TaskHeadline({ task, extra }: { task: TaskSummary; extra?: ReactNode }) {
  return (
    <header className="task-headline">
      <div className="task-headline-main">
        <Typography.Title level={2} className="task-headline-title">
          {task.title}
        </Typography.Title>
        <div className="task-headline-reward">
          <span className="task-headline-reward-label">供应商佣金</span>
          {rewardOf(task)}
        </div>
        <div className="task-headline-basis">{commissionBasisOf(task.rewardUnit)}，由平台支付给供应商，不是工人工资</div>
        <Space size={[8, 8]} wrap className="task-headline-meta">
          <span>{placeOf(task)}</span>
          <span>{task.positionTypeName}</span>
          <span>{task.settlementTypeLabel}</span>
          <span>{task.companyName}</span>
        </Space>
        <div className="task-headline-tags">
          {task.features.map((feature) => (
            <Tag key={feature.code} variant="filled" color="blue">
              {feature.label}
            </Tag>
          ))}
        </div>
      </div>
      {extra && <div className="task-headline-actions">{extra}</div>}
    </header>
  );
}
