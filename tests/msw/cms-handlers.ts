import { cms } from '@contract/index';
import { agreement } from './fixtures';
import { ok, onCall } from './contract';
import { ads, articlePage, articleSummary, friendlyLinks, helpColumns } from './task-fixtures';

export const cmsHandlers = [
  onCall(cms.getArticleDetail4Site, () => ok(agreement())),
  onCall(cms.listAds4Site, () => ok(ads())),
  onCall(cms.listChildArticleColumns, () => ok(helpColumns())),
  onCall(cms.listArticles4Site, () => ok(articlePage([articleSummary()]))),
  onCall(cms.getPageAndFriendlyLinks4Site, ({ body }) =>
    ok({
      page: { pageCode: body.pageCode ?? 'home', title: '页面', keywords: '灵活用工,招聘', description: '页面描述' },
      friendlyLinks: friendlyLinks(),
    }),
  ),
];
