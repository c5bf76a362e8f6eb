import * as cms from '@contract/cms';
import { json, type RouteEntry } from '../../http/operation';
import { getArticleDetail4Site, getPageAndFriendlyLinks4Site, listAds4Site, listArticles4Site, listChildArticleColumns } from './service';

/** The content service under /cms. Payloads select what is returned, so none of these may be cached publicly. */
export const cmsRoutes: RouteEntry[] = [
  json(cms.listAds4Site, listAds4Site),
  json(cms.listChildArticleColumns, listChildArticleColumns),
  json(cms.listArticles4Site, listArticles4Site),
  json(cms.getArticleDetail4Site, getArticleDetail4Site),
  json(cms.getPageAndFriendlyLinks4Site, getPageAndFriendlyLinks4Site),
];
