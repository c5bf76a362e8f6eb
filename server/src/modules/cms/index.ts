/** The content module's public face: other modules and ops use only what is exported here. */
export { articleForPage, HELP_CENTER_CODE, listAds4Site, pageSeoList, type CmsService } from './service';
export { cmsRoutes } from './routes';
export { insertArticles, insertColumn, insertSiteContent } from './demo-seed';
