import { AuditOutlined } from '@/components/light/icons/audit-outlined';
import { FileDoneOutlined } from '@/components/light/icons/file-done-outlined';
import { TeamOutlined } from '@/components/light/icons/team-outlined';
import { WalletOutlined } from '@/components/light/icons/wallet-outlined';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LightIcon } from '@/components/light/icon';
import { ContentSection } from '@/components/ui/content-section';
import { usePageMeta } from '@/lib/page-meta';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { BannerCarousel, LatestArticles, usePageSeo } from '@/features/cms';
import { RecommendPositions, RecommendTasks, savedCity } from '@/features/tasks';
import { useAppSelector } from '../hooks';

const features = [
  { icon: TeamOutlined, title: '海量任务', text: '企业直发招聘需求，按岗位、城市筛选，一键接单。' },
  { icon: FileDoneOutlined, title: '候选人管理', text: '上传简历自动解析，按订单跟进每位候选人的进展。' },
  { icon: AuditOutlined, title: '在线签约', text: '服务协议与合同在线签署，全程留痕可追溯。' },
  { icon: WalletOutlined, title: '透明结算', text: '结算单在线确认，佣金明细清晰可查。' },
];

/**
 * The landing page, in plain markup (styles/home.css): a visitor's first page loads no antd. The hero is laid out
 * exactly as the static shell of index.html draws it, so nothing moves when this replaces it.
 */
export default function HomeScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  usePageMeta(usePageSeo('home'));
  const city = savedCity();
  return (
    <>
      <section className="home-hero">
        <div className="home-hero-inner">
          <div className="home-hero-text">
            <h1>供应商接单平台</h1>
            <p className="home-hero-sub">人力资源公司接单与企业招聘平台：找任务、交候选人、签协议、对结算，一站完成。</p>
            <div className="home-hero-actions">
              <Link to={paths.findJob} className="light-btn light-btn-primary light-btn-lg">
                浏览任务
              </Link>
              <Link to={paths.workbench} className="light-btn light-btn-ghost light-btn-lg home-hero-ghost">
                进入工作台
              </Link>
            </div>
          </div>
          <div className="home-hero-banner">
            <BannerCarousel fallback={null} />
          </div>
        </div>
      </section>
      <div className="home-body">
        <ContentSection title="热门职位" more={paths.findJob}>
          <RecommendPositions />
        </ContentSection>
        <ContentSection title={loggedIn ? '为您推荐' : '最新任务'} more={paths.findJob}>
          <RecommendTasks personal={loggedIn} cityCode={city?.cityCode} />
        </ContentSection>
        <div className="home-columns">
          <ContentSection title="帮助中心" more={paths.helpCenter} className="home-help">
            <LatestArticles />
          </ContentSection>
          <ContentSection title="平台优势" className="home-features">
            <div className="home-feature-grid">
              {features.map((feature) => (
                <div key={feature.title} className="home-feature">
                  <div className="home-feature-icon">
                    <LightIcon icon={feature.icon} />
                  </div>
                  <div>
                    <h3>{feature.title}</h3>
                    <p>{feature.text}</p>
                  </div>
                </div>
              ))}
            </div>
          </ContentSection>
        </div>
      </div>
    </>
  );
}
