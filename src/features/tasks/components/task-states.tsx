import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';
import { FileSearchOutlined } from '@/components/light/icons/file-search-outlined';
import { LockOutlined } from '@/components/light/icons/lock-outlined';
import type { LightIconData } from '@/components/light/icons/types';
import { paths } from '@/config/paths';

/**
 * A state of the detail page in the look of antd's Result (status-panel in styles/global.css), drawn without antd:
 * a logged-out visitor sees these and loads none of it. The way onwards is a link drawn as the kit's primary button.
 */
function TaskState({ icon, title, subTitle, action, className }: { icon: LightIconData; title: string; subTitle: string; action: ReactNode; className: string }) {
  return (
    <div className={`status-panel task-state ${className}`}>
      <div className="status-panel-icon task-state-icon">
        <LightIcon icon={icon} />
      </div>
      <div className="status-panel-title">{title}</div>
      <div className="status-panel-subtitle">{subTitle}</div>
      <div className="status-panel-extra">{action}</div>
    </div>
  );
}

/** An unknown, malformed or withdrawn task id. */
export function TaskNotFound() {
  return (
    <TaskState
      className="task-not-found"
      icon={FileSearchOutlined}
      title="任务不存在或已下架"
      subTitle="您访问的任务可能已被下架，看看其他在招任务吧。"
      action={
        <Link to={paths.findJob} className="light-btn light-btn-primary">
          <span>返回找工作</span>
        </Link>
      }
    />
  );
}

/** Instead of the login-only parts: the way to log in and come back to this task. */
export function TaskLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <TaskState
      className="task-login-prompt"
      icon={LockOutlined}
      title="登录后查看任务详情"
      subTitle="登录后可查看工作地址、工作时间与任职要求，并可收藏、投诉、联系顾问和接单。"
      action={
        <Link to={loginHref} className="light-btn light-btn-primary light-btn-lg">
          <span>登录查看</span>
        </Link>
      }
    />
  );
}
