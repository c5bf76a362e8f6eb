import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { LightButton } from '@/components/light/button';
import { LightEmpty } from '@/components/light/empty';
import { LightTag } from '@/components/light/tag';
import { Link } from 'react-router-dom';
import type { ResponseOf } from '@/lib/http/types';
import type { tasks } from '@contract/index';
import { PAGE_SIZE_DEFAULT } from '@contract/http.meta';
import { href, paths } from '@/config/paths';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { trackClick } from '@/lib/tracking';
import { useCollectTaskMutation, useGetCollectionPageQuery } from '../api';
import { TASK_STATUS_LABELS, placeOf, rewardOf, timeOf } from '../format';

type Row = ResponseOf<typeof tasks.getCollectionPage>['list'][number];

function UncollectButton({ taskId }: { taskId: string }) {
  const [collect, { isLoading }] = useCollectTaskMutation();
  const uncollect = () => {
    trackClick('task_collect', { taskId, collect: false });
    collect({ taskId, collect: false })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <LightButton variant="link" size="small" className="uncollect-button" loading={isLoading} onClick={uncollect}>
      取消收藏
    </LightButton>
  );
}

const columns: TableColumnsType<Row> = [
  {
    title: '任务名称',
    dataIndex: 'title',
    width: 240,
    render: (title: string, row) => (
      <Link to={href('workDetail', { taskId: row.taskId })} title={title}>
        {title}
      </Link>
    ),
  },
  { title: '工作城市', key: 'place', width: 160, render: (_, row) => placeOf(row) },
  { title: '薪资', key: 'reward', width: 130, render: (_, row) => rewardOf(row) },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: Row['status']) => <LightTag color={TASK_STATUS_LABELS[status].color}>{TASK_STATUS_LABELS[status].label}</LightTag>,
  },
  { title: '收藏时间', dataIndex: 'collectTime', width: 160, render: (time: string) => timeOf(time) },
  { title: '操作', key: 'action', width: 100, fixed: 'right', render: (_, row) => <UncollectButton taskId={row.taskId} /> },
];

/** A collected task on a phone: its title, status, pay, collection time and city. */
const COLLECTION_CARD: CardLayout = { title: 'title', status: 'status', amount: 'reward', date: 'collectTime', fields: ['place'] };

/** "My collections": the tasks this user collected, newest first, each with a way to uncollect it. */
export function CollectionList() {
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isLoading, isFetching, isError, refetch } = useGetCollectionPageQuery(page);
  const empty = (
    <LightEmpty description="暂无收藏的任务">
      <Link to={paths.findJob} className="light-btn light-btn-primary">
        去找工作
      </Link>
    </LightEmpty>
  );
  // The table shows its own loading and empty states; a first load that failed offers a retry instead.
  return (
    <QueryState loading={false} error={isError && !data} onRetry={refetch} retrying={isFetching} errorText="收藏加载失败">
      <DataTable<Row>
        rowKey="taskId"
        card={COLLECTION_CARD}
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading || isFetching}
        locale={{ emptyText: isLoading ? ' ' : empty }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
      />
    </QueryState>
  );
}
