import { Link } from 'react-router-dom';
import { FileSearchOutlined } from '@/components/light/icons/file-search-outlined';
import { LockOutlined } from '@/components/light/icons/lock-outlined';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';

// The detail page's states, drawn without antd (a logged-out visitor sees them and loads none of it); the way
// onwards is a link drawn as the kit's primary button.

/** An unknown, malformed or withdrawn task id. */
export function TaskNotFound() {
  return (
    <StatusPanel
      status="muted"
      className="task-not-found"
      icon={FileSearchOutlined}
      title="任务不存在或已下架"
      subTitle="您访问的任务可能已被下架，看看其他在招任务吧。"
      extra={
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
    <StatusPanel
      status="info"
      className="task-login-prompt"
      icon={LockOutlined}
      title="登录后查看任务详情"
      subTitle="登录后可查看工作地址、工作时间与任职要求，并可收藏、投诉、联系顾问和接单。"
      extra={
        <Link to={loginHref} className="light-btn light-btn-primary light-btn-lg">
          <span>登录查看</span>
        </Link>
      }
    />
  );
}
