import { Card, Col, Row, Skeleton } from 'antd';
import type { TaskSummary } from '@contract/tasks';
import { TaskCard } from './task-card';

/** Task cards, two or three to a row. */
export function TaskGrid({ tasks, columns = 3 }: { tasks: TaskSummary[]; columns?: 2 | 3 }) {
  return (
    <Row gutter={[16, 16]} className="task-grid" role="list" aria-label="任务列表">
      {tasks.map((task) => (
        <Col key={task.taskId} xs={24} md={12} lg={24 / columns} role="listitem">
          <TaskCard task={task} />
        </Col>
      ))}
    </Row>
  );
}

/** Placeholders shaped like task cards, while the first page loads. */
export function TaskGridSkeleton({ count = 6, columns = 3 }: { count?: number; columns?: 2 | 3 }) {
  return (
    <Row gutter={[16, 16]} className="task-grid" aria-busy="true" aria-label="任务加载中">
      {Array.from({ length: count }, (_, i) => (
        <Col key={i} xs={24} md={12} lg={24 / columns}>
          <Card size="small" className="task-card">
            <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
