/** The content module's public face: other modules and ops use only what is exported here. */
export { createCmsService, HELP_CENTER_CODE, type CmsService } from './service';
export { cmsRoutes } from './routes';
export { insertArticles, insertColumn, insertSiteContent } from './demo-seed';
