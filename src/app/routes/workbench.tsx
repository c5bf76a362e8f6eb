import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';

const stats = [
  { title: '进行中的订单', suffix: '单' },
  { title: '已提交候选人', suffix: '人' },
  { title: '待确认结算单', suffix: '张' },
  { title: '累计佣金', suffix: '元' },
];

export default function WorkbenchScreen() {
  const { tabKey = 'overview' } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame title="工作台" breadcrumb={[{ title: '首页', to: '/' }, { title: '工作台' }]}>
      <Tabs
        activeKey={tabKey}
        onChange={(key) => navigate(href('workbenchTab', { tabKey: key }))}
        items={[
          { key: 'overview', label: '概览' },
          { key: 'collection', label: '我的收藏' },
        ]}
      />
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={stat.title} value="—" suffix={stat.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
