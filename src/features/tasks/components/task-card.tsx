import { EnvironmentOutlined } from '@/components/light/icons/environment-outlined';
import { TeamOutlined } from '@/components/light/icons/team-outlined';
import { Link, useLocation } from 'react-router-dom';
import type { TaskSummary } from '@contract/tasks';
import { href } from '@/config/paths';
import { LightIcon } from '@/components/light/icon';
import { dateOf, placeOf, rewardOf } from '../format';

/** What the detail page may show before (or without) its own data: the summary the card had. */
export interface TaskLinkState {
  task: TaskSummary;
}

/** A task in a list: a card linking to its detail (plain markup: the find-job and home pages load no antd). */
export function TaskCard({ task }: { task: TaskSummary }) {
  // sid and sourcecode travel along, so a login from the detail page keeps the channel.
  const to = href('workDetail', { taskId: task.taskId }, useLocation().search);
  return (
    <div className="task-card light-card light-card-bordered light-card-hoverable">
      <Link to={to} state={{ task } satisfies TaskLinkState} className="task-card-link">
        <div className="task-card-head">
          {/* Plain text cut by CSS (the full title as its tooltip): antd's measured ellipsis re-renders every card. */}
          <strong className="task-card-title" title={task.title}>
            {task.title}
          </strong>
          <span className="task-card-reward">{rewardOf(task)}</span>
        </div>
        <div className="task-card-meta">
          <span>
            <LightIcon icon={EnvironmentOutlined} /> {placeOf(task)}
          </span>
          <span>{task.positionTypeName}</span>
          <span>{task.settlementTypeLabel}</span>
        </div>
        <div className="task-card-tags">
          {task.features.slice(0, 4).map((feature) => (
            <span key={feature.code} className="light-tag light-tag-blue">
              {feature.label}
            </span>
          ))}
        </div>
        <div className="task-card-foot">
          <span className="task-card-company" title={task.companyName}>
            {task.companyName}
          </span>
          <span className="task-card-count">
            <LightIcon icon={TeamOutlined} /> 已接 {task.takenCount}/{task.personNumber} · {dateOf(task.publishTime)}
          </span>
        </div>
      </Link>
    </div>
  );
}
