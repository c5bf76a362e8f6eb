import { Button, Card, Col, Row, Typography } from 'antd';
import { AuditOutlined, FileDoneOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const features = [
  { icon: <TeamOutlined />, title: '海量任务', text: '企业直发招聘需求，按岗位、城市筛选，一键接单。' },
  { icon: <FileDoneOutlined />, title: '候选人管理', text: '上传简历自动解析，按订单跟进每位候选人的进展。' },
  { icon: <AuditOutlined />, title: '在线签约', text: '服务协议与合同在线签署，全程留痕可追溯。' },
  { icon: <WalletOutlined />, title: '透明结算', text: '结算单在线确认，佣金明细清晰可查。' },
];

export default function HomeScreen() {
  return (
    <>
      <section className="home-hero">
        <div className="home-hero-inner">
          <Typography.Title level={1}>供应商接单平台</Typography.Title>
          <Typography.Paragraph className="home-hero-sub">人力资源公司接单与企业招聘平台：找任务、交候选人、签协议、对结算，一站完成。</Typography.Paragraph>
          <div className="home-hero-actions">
            <Link to={paths.findJob}>
              <Button type="primary" size="large">
                浏览任务
              </Button>
            </Link>
            <Link to={paths.workbench}>
              <Button size="large" ghost>
                进入工作台
              </Button>
            </Link>
          </div>
        </div>
      </section>
      <section className="home-features">
        <Row gutter={[24, 24]}>
          {features.map((feature) => (
            <Col key={feature.title} xs={24} sm={12} lg={6}>
              <Card className="home-feature" variant="borderless">
                <div className="home-feature-icon">{feature.icon}</div>
                <Typography.Title level={4}>{feature.title}</Typography.Title>
                <Typography.Paragraph type="secondary">{feature.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </>
  );
}
