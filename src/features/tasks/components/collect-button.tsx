import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { trackClick } from '@/lib/tracking';
import { useThrottledCallback } from '@/lib/use-throttled-callback';
import { useCollectTaskMutation } from '../api';

/** Collect or uncollect: the detail's heart changes at once and changes back when the gateway refuses. */
export function CollectButton({ taskId, collected }: { taskId: string; collected: boolean }) {
  const [collect] = useCollectTaskMutation();
  const toggle = useThrottledCallback(() => {
    trackClick('task_collect', { taskId, collect: !collected });
    // A refusal was toasted by the http layer and rolled back by the mutation.
    collect({ taskId, collect: !collected })
      .unwrap()
      .catch(() => undefined);
  });
  return (
    <Button icon={collected ? <HeartFilled className="collected-icon" /> : <HeartOutlined />} onClick={toggle} aria-pressed={collected}>
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
