import { Layout } from 'antd';
import { SITE } from '@/config/site';
import { useSharedSelector } from '@/lib/state/hooks';

/** Only web links: a link from the content service must not run script (javascript:) in the footer. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function SiteFooter() {
  const links = useSharedSelector((state) => state.friendlyLink.friendlyLinksSeo).filter((link) => isWebUrl(link.url));
  return (
    <Layout.Footer className="site-footer">
      {links.length > 0 && (
        <nav className="site-footer-links" aria-label="友情链接">
          <span>友情链接：</span>
          {links.map((link) => (
            <a key={link.id} href={link.url} target="_blank" rel="noreferrer noopener">
              {link.name}
            </a>
          ))}
        </nav>
      )}
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
