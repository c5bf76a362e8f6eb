import { Button, Descriptions, Popover, Skeleton } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { QueryState } from '@/components/ui/query-state';
import { useLazyGetAdviserQuery } from '../api';

/** The task's adviser: asked for only when the supplier clicks, then shown beside the button. */
export function AdviserContact({ taskId }: { taskId: string }) {
  const [load, { data, isFetching, isError }] = useLazyGetAdviserQuery();
  const content = (
    <QueryState
      loading={!data}
      error={isError}
      onRetry={() => void load({ taskId }, true)}
      retrying={isFetching}
      skeleton={<Skeleton active title={false} paragraph={{ rows: 3, width: 180 }} />}
      errorText="顾问信息加载失败"
    >
      {data && (
        <Descriptions
          size="small"
          column={1}
          className="adviser-contact"
          items={[
            { key: 'name', label: '顾问', children: data.name },
            { key: 'phone', label: '电话', children: <a href={`tel:${data.phone}`}>{data.phone}</a> },
            { key: 'wechat', label: '微信', children: data.wechat || '—' },
          ]}
        />
      )}
    </QueryState>
  );
  return (
    <Popover
      trigger="click"
      placement="bottom"
      title="联系顾问"
      content={content}
      onOpenChange={(open) => open && !data && void load({ taskId }, true)}
    >
      <Button icon={<PhoneOutlined />} loading={isFetching}>
        联系顾问
      </Button>
    </Popover>
  );
}
