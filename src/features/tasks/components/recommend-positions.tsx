import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useGetPositionRecommendListQuery } from '../api';

/** The position types with the most open tasks, each a link to the find-job list filtered by it. */
export function RecommendPositions({ size = 12 }: { size?: number }) {
  const { data, isLoading, isError, refetch } = useGetPositionRecommendListQuery({ size });
  // Tag-sized placeholders, as many as are asked for: the block has the height it will have (nothing below moves).
  const skeleton = (
    <div className="recommend-positions" aria-busy="true" aria-label="热门职位加载中">
      {Array.from({ length: size }, (_, i) => (
        <span key={i} className="recommend-position light-tag recommend-position-pending" />
      ))}
    </div>
  );
  return (
    <QueryState
      loading={isLoading}
      error={isError}
      empty={!data?.length}
      onRetry={refetch}
      skeleton={skeleton}
      emptyText="暂无热门职位"
      errorText="热门职位加载失败"
    >
      <div className="recommend-positions">
        {data?.map((position) => (
          <Link key={position.positionTypeId} to={`${paths.findJob}?positionTypeId=${encodeURIComponent(position.positionTypeId)}`}>
            <span className="recommend-position light-tag">
              {position.name}
              <span className="recommend-position-count">{position.taskCount}</span>
            </span>
          </Link>
        ))}
      </div>
    </QueryState>
  );
}
