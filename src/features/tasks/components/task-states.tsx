import { Button } from 'antd';
import { Result } from '@/components/ui/result';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An unknown, malformed or withdrawn task id. */
export function TaskNotFound() {
  return (
    <Result
      status="404"
      title="任务不存在或已下架"
      subTitle="您访问的任务可能已被下架，看看其他在招任务吧。"
      extra={
        <Link to={paths.findJob}>
          <Button type="primary">返回找工作</Button>
        </Link>
      }
    />
  );
}

/** Instead of the login-only parts: the way to log in and come back to this task. */
export function TaskLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <Result
      className="task-login-prompt"
      icon={<LockOutlined />}
      title="登录后查看任务详情"
      subTitle="登录后可查看工作地址、工作时间与任职要求，并可收藏、投诉、联系顾问和接单。"
      extra={
        <Link to={loginHref}>
          <Button type="primary" size="large">
            登录查看
          </Button>
        </Link>
      }
    />
  );
}
