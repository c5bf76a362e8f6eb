import type { FastifyInstance } from 'fastify';
import * as cms from '@contract/cms';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { CmsService } from './service';

/** The content service under /cms. Payloads select what is returned, so none of these may be cached publicly. */
export function cmsRoutes(app: FastifyInstance, authenticate: Authenticator, service: CmsService): void {
  registerEndpoint(app, authenticate, cms.listAds4Site, ({ body }) => service.ads(body.position));
  registerEndpoint(app, authenticate, cms.listChildArticleColumns, ({ body }) => service.childColumns(body.parentId));
  registerEndpoint(app, authenticate, cms.listArticles4Site, ({ body }) => service.articles(body));
  registerEndpoint(app, authenticate, cms.getArticleDetail4Site, ({ body }) => service.article(body));
  registerEndpoint(app, authenticate, cms.getPageAndFriendlyLinks4Site, ({ body }) => service.pageAndLinks(body.pageCode));
}
