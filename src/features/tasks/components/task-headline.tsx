import type { ReactNode } from 'react';
import type { TaskSummary } from '@contract/tasks';
import { LightSkeletonText } from '@/components/light/skeleton';
import { LightTag } from '@/components/light/tag';
import { LightTitle } from '@/components/light/text';
import { commissionBasisOf } from '@/lib/money';
import { placeOf, rewardOf } from '../format';

const BASIS_TAIL = '，由平台支付给供应商，不是工人工资';

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
        <div className="task-headline-basis">
          {commissionBasisOf(task.rewardUnit)}
          {BASIS_TAIL}
        </div>
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

/**
 * The headline's frame while the task's card is on its way (a shared link): grey bars where the values go, so the
 * login prompt under it does not move down when they arrive.
 */
export function TaskHeadlinePending() {
  return (
    <header className="task-headline" aria-busy="true">
      <div className="task-headline-main">
        <div className="light-title light-title-2 task-headline-title">
          <LightSkeletonText width="8em" />
        </div>
        <div className="task-headline-reward">
          <span className="task-headline-reward-label">供应商佣金</span>
          <LightSkeletonText width="5em" />
        </div>
        {/* The sentence's fixed part as it will read: it wraps on a phone as the real one does. */}
        <div className="task-headline-basis">
          <LightSkeletonText width="10em" />
          {BASIS_TAIL}
        </div>
        <div className="task-headline-meta">
          <LightSkeletonText width="16em" />
        </div>
        <div className="task-headline-tags">
          <LightSkeletonText width="12em" />
        </div>
      </div>
    </header>
  );
}
