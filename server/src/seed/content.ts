import { SERVICE_AGREEMENT_CODE } from '@contract/cms';
import type { Executor } from '../db/schema';
import { insertArticles, insertColumn, insertSiteContent } from '../modules/cms';
import { HELP_CENTER } from './help-articles';
import { SERVICE_AGREEMENT_HTML } from './service-agreement';

/** Banner images are SVGs shipped in public/demo (served from the SPA build): no external URLs. */
const BANNERS = [
  { title: '海量岗位 快速接单', image_url: '/demo/banner-jobs.svg', link_url: '/findJob' },
  { title: '日结周结 结算透明', image_url: '/demo/banner-settlement.svg', link_url: '/helpCenter' },
  { title: '认证供应商 专属权益', image_url: '/demo/banner-verify.svg', link_url: '/authentication/company' },
];

const FRIENDLY_LINKS = [
  { name: '中华人民共和国人力资源和社会保障部', url: 'https://www.mohrss.gov.cn/' },
  { name: '中国公共招聘网', url: 'http://job.mohrss.gov.cn/' },
  { name: '国家政务服务平台', url: 'https://gjzwfw.www.gov.cn/' },
  { name: '国家税务总局', url: 'https://www.chinatax.gov.cn/' },
  { name: '国家企业信用信息公示系统', url: 'https://www.gsxt.gov.cn/' },
];

const PAGE_SEO = [
  {
    page_code: 'home',
    title: '供应商接单平台 - 人力资源公司接单与企业招聘平台',
    keywords: '人力资源公司接单,劳务派遣,灵活用工,招聘外包,日结兼职,供应商平台',
    description: '供应商接单平台为人力资源服务公司提供全国岗位接单、候选人推荐与在线结算服务，覆盖普工、物流、餐饮、客服等数十个工种。',
  },
  {
    page_code: 'findJob',
    title: '找工作 - 供应商接单平台',
    keywords: '招聘岗位,普工招聘,物流分拣,餐饮服务员,日结工作',
    description: '按城市、工种、结算方式筛选全国真实岗位，一键接单。',
  },
  {
    page_code: 'helpCenter',
    title: '帮助中心 - 供应商接单平台',
    keywords: '供应商帮助,接单流程,结算规则,企业认证',
    description: '接单、候选人管理、结算与账号安全的常见问题解答。',
  },
];

export async function seedContent(trx: Executor, now: Date): Promise<void> {
  await insertSiteContent(trx, {
    ads: BANNERS.map((b, sort) => ({ ...b, position: 'home_banner', sort, enabled: true })),
    links: FRIENDLY_LINKS.map((l, sort) => ({ ...l, sort })),
    seo: PAGE_SEO,
  });

  const column = (name: string, parentId: number | null, sort: number, code: string | null = null) =>
    insertColumn(trx, { name, parent_id: parentId, sort, code });

  const root = await column('帮助中心', null, 0, 'help_center');
  let article = 0;
  for (const [gi, group] of HELP_CENTER.entries()) {
    const groupId = await column(group.name, root, gi);
    for (const [ci, child] of group.children.entries()) {
      const childId = await column(child.name, groupId, ci);
      await insertArticles(
        trx,
        child.articles.map((a, sort) => ({
          column_id: childId,
          title: a.title,
          summary: a.summary,
          content: a.content,
          sort,
          // Spread over past weeks so "newest first" means something.
          publish_time: new Date(now.getTime() - ++article * 3 * 24 * 3600 * 1000),
          published: true,
        })),
      );
    }
  }

  const agreements = await column('平台协议', null, 1, 'agreements');
  await insertArticles(trx, [
    {
      column_id: agreements,
      code: SERVICE_AGREEMENT_CODE,
      title: '供应商接单平台用户服务协议',
      summary: '使用本平台服务前请仔细阅读本协议。',
      content: SERVICE_AGREEMENT_HTML,
      sort: 0,
      publish_time: new Date(Date.UTC(2022, 0, 1, 0, 0, 0)),
      published: true,
    },
  ]);
}
