/** The SEO module's public face: the page meta of the public pages (contract/seo.ts). */
export { createPageMetaResolver } from './service';
