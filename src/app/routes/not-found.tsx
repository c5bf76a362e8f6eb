import { Button } from 'antd';
import { Result } from '@/components/ui/result';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundScreen() {
  return (
    <Result
      status="404"
      title={<h1 className="not-found-title">404</h1>}
      subTitle="抱歉，您访问的页面不存在或已被移除。"
      extra={
        <Link to={paths.home}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
