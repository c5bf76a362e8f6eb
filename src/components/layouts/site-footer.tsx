import { Layout } from 'antd';
import { SITE } from '@/config/site';

export function SiteFooter() {
  return (
    <Layout.Footer className="site-footer">
      <div>
        <span>{SITE.company}</span>
        <span className="site-footer-gap">客服电话：{SITE.servicePhone}</span>
      </div>
      <div>
        <span>
          Copyright {SITE.copyright} {SITE.company}
        </span>
        <a className="site-footer-gap" href={SITE.filingUrl} target="_blank" rel="noreferrer noopener">
          {SITE.filingNumber}
        </a>
      </div>
    </Layout.Footer>
  );
}
