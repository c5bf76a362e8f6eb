import { Button, Col, Row, Typography } from 'antd';
import { AuditOutlined, FileDoneOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContentSection } from '@/components/ui/content-section';
import { usePageMeta } from '@/lib/page-meta';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { BannerCarousel, LatestArticles, usePageSeo } from '@/features/cms';
import { RecommendPositions, RecommendTasks, savedCity } from '@/features/tasks';
import { useAppSelector } from '../hooks';

const features = [
  { icon: <TeamOutlined />, title: '海量任务', text: '企业直发招聘需求，按岗位、城市筛选，一键接单。' },
  { icon: <FileDoneOutlined />, title: '候选人管理', text: '上传简历自动解析，按订单跟进每位候选人的进展。' },
  { icon: <AuditOutlined />, title: '在线签约', text: '服务协议与合同在线签署，全程留痕可追溯。' },
  { icon: <WalletOutlined />, title: '透明结算', text: '结算单在线确认，佣金明细清晰可查。' },
];

export default function HomeScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  usePageMeta(usePageSeo('home'));
  const city = savedCity();
  return (
    <>
      <section className="home-hero">
        <Row className="home-hero-inner" gutter={[32, 24]} align="middle">
          <Col xs={24} lg={10}>
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
          </Col>
          <Col xs={24} lg={14}>
            <BannerCarousel fallback={null} />
          </Col>
        </Row>
      </section>
      <div className="home-body">
        <ContentSection title="热门职位" more={paths.findJob}>
          <RecommendPositions />
        </ContentSection>
        <ContentSection title={loggedIn ? '为您推荐' : '最新任务'} more={paths.findJob}>
          <RecommendTasks personal={loggedIn} cityCode={city?.cityCode} />
        </ContentSection>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9}>
            <ContentSection title="帮助中心" more={paths.helpCenter} className="home-help">
              <LatestArticles />
            </ContentSection>
          </Col>
          <Col xs={24} lg={15}>
            <ContentSection title="平台优势" className="home-features">
              <Row gutter={[24, 24]}>
                {features.map((feature) => (
                  <Col key={feature.title} xs={24} sm={12}>
                    <div className="home-feature">
                      <div className="home-feature-icon">{feature.icon}</div>
                      <div>
                        <Typography.Title level={3}>{feature.title}</Typography.Title>
                        <Typography.Paragraph type="secondary">{feature.text}</Typography.Paragraph>
                      </div>
                    </div>
                  </Col>
                ))}
              </Row>
            </ContentSection>
          </Col>
        </Row>
      </div>
    </>
  );
}
