import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { useSharedSelector } from '@/lib/state/hooks';

/** The operator's details the footer shows; they come from the server's system parameters. */
export interface SiteInfo {
  companyName?: string;
  servicePhone?: string;
  filingNumber?: string;
}

/** Only web links: a link from the content service must not run script (javascript:) in the footer. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function SiteFooter({ companyName, servicePhone, filingNumber, ref }: SiteInfo & { ref?: Ref<HTMLElement> }) {
  const links = useSharedSelector((state) => state.friendlyLink.friendlyLinksSeo).filter((link) => isWebUrl(link.url));
  return (
    <footer className="site-footer" ref={ref}>
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
        {companyName && <span>{companyName}</span>}
        {servicePhone && <span className="site-footer-gap">客服电话：{servicePhone}</span>}
      </div>
      <div>
        <span>
          Copyright {SITE.copyright} {companyName}
        </span>
        <Link className="site-footer-gap" to={paths.agreementService}>
          用户服务协议
        </Link>
        {filingNumber && (
          <a className="site-footer-gap" href={SITE.filingUrl} target="_blank" rel="noreferrer noopener">
            {filingNumber}
          </a>
        )}
      </div>
    </footer>
  );
}
