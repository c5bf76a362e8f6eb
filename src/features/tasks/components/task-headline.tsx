import type { ReactNode } from 'react';
import type { TaskSummary } from '@contract/tasks';
import { LightTag } from '@/components/light/tag';
import { LightTitle } from '@/components/light/text';
import { commissionBasisOf } from '@/lib/money';
import { placeOf, rewardOf } from '../format';

/**
 * The task's title, reward, place and features: what a card shows, at the top of the detail page. Plain markup (the
 * light kit): a logged-out visitor's detail page loads no antd.
 */
export function TaskHeadline({ task, extra }: { task: TaskSummary; extra?: ReactNode }) {
  return (
    <header className="task-headline">
      <div className="task-headline-main">
        <LightTitle level={2} className="task-headline-title">
          {task.title}
        </LightTitle>
        <div className="task-headline-reward">
          <span className="task-headline-reward-label">供应商佣金</span>
          {rewardOf(task)}
        </div>
        <div className="task-headline-basis">{commissionBasisOf(task.rewardUnit)}，由平台支付给供应商，不是工人工资</div>
        <div className="task-headline-meta">
          <span>{placeOf(task)}</span>
          <span>{task.positionTypeName}</span>
          <span>{task.settlementTypeLabel}</span>
          <span>{task.companyName}</span>
        </div>
        <div className="task-headline-tags">
          {task.features.map((feature) => (
            <LightTag key={feature.code} color="blue" bordered={false}>
              {feature.label}
            </LightTag>
          ))}
        </div>
      </div>
      {extra && <div className="task-headline-actions">{extra}</div>}
    </header>
  );
}
