import { HOME_TITLE, PAGE_SEO_CODES, PAGE_TITLES, SEO_PAGES, SITE_NAME, type PageMeta } from '@contract/seo';
import type { PageMetaResolver } from '../../http/seo';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { memoize } from '../../lib/memo';
import type { CmsService } from '../cms';
import type { TaskService } from '../tasks';
import { yuanPlain as yuan } from '../../lib/money';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 150;

const clip = (text: string, max = DESCRIPTION_MAX) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};
const keywords = (...parts: (string | null | undefined)[]) =>
  [
    ...new Set(
      parts
        .flatMap((p) => (p ? p.split(/[,，]/) : []))
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ].join(',');

/**
 * The title, description and keywords of each public page, from the same data the page shows (read through
 * the content and task services, which own those rows). Only names the database confirms go into a title: a
 * query string cannot make the server publish arbitrary text.
 */
export function createPageMetaResolver({
  clock,
  cms,
  tasks,
}: {
  clock: Clock;
  cms: Pick<CmsService, 'pageSeoList' | 'articleForPage'>;
  tasks: Pick<TaskService, 'labels' | 'count' | 'forPage'>;
}): PageMetaResolver {
  const pageSeo = memoize(clock, 300, async () => new Map((await cms.pageSeoList()).map((r) => [r.pageCode, r])));
  const seoOf = async (code: string): Promise<Omit<PageMeta, 'title'>> => {
    const row = (await pageSeo()).get(code);
    return { description: row?.description ?? '', keywords: row?.keywords ?? '' };
  };

  async function findJob(query: URLSearchParams): Promise<PageMeta> {
    const base = await seoOf(PAGE_SEO_CODES.findJob);
    const l = await tasks.labels();
    const code = (name: string) => {
      const value = query.get(name);
      return value && /^\d{2,12}$/.test(value) && l.findRegionName(value) ? value : undefined;
    };
    const [provinceCode, cityCode, districtCode] = [code('provinceCode'), code('cityCode'), code('districtCode')];
    const positionId = parseId(query.get('positionTypeId') ?? undefined);
    const position = positionId !== null && l.positionWithChildren(positionId) ? l.positionName(positionId) : '';
    const place = districtCode
      ? `${cityCode ? l.regionName(cityCode) : ''}${l.regionName(districtCode)}`
      : l.regionName(cityCode ?? provinceCode ?? '');
    if (!place && !position) return { title: PAGE_TITLES.findJob, description: base.description, keywords: base.keywords };
    const total = await tasks.count({
      provinceCode,
      cityCode,
      districtCode,
      positionTypeId: position ? String(positionId) : undefined,
      sort: 'newest',
    });
    return {
      title: `${place}${position}招聘信息 - ${PAGE_TITLES.findJob} - ${SITE_NAME}`,
      description: clip(
        `${place}${position}招聘信息：当前共有 ${total} 个在招任务，可按结算方式、薪资单位与任务特色筛选，认证供应商在线接单。`,
      ),
      keywords: keywords(`${place}${position}招聘`, place && `${place}招聘`, position && `${position}招聘`, base.keywords),
    };
  }

  async function taskPage(taskId: string): Promise<PageMeta> {
    const id = parseId(taskId);
    const task = id === null ? undefined : await tasks.forPage(id);
    if (!task) return { title: PAGE_TITLES.workDetail, ...(await seoOf(PAGE_SEO_CODES.findJob)) };
    const l = await tasks.labels();
    const place = `${l.regionName(task.city_code)}${task.district_code ? l.regionName(task.district_code) : ''}`;
    const position = l.positionName(task.position_type_id);
    const features = task.features.map((f) => l.featureLabel(f));
    const pay = `${yuan(task.reward_amount)}${l.rewardUnitLabel(task.reward_unit)}，${l.settlementLabel(task.settlement_type)}`;
    return {
      title: `${task.title} - ${PAGE_TITLES.workDetail}`,
      description: clip(
        `${task.company_name}招聘${position}（${place}），${pay}${features.length ? `，${features.join('、')}` : ''}。${task.description}`,
      ),
      keywords: keywords(
        task.title,
        position,
        `${l.regionName(task.city_code)}${position}`,
        task.company_name,
        l.settlementLabel(task.settlement_type),
        ...features,
      ),
    };
  }

  async function articlePage(articleId: string | null): Promise<PageMeta> {
    const base = await seoOf(PAGE_SEO_CODES.helpCenter);
    const id = parseId(articleId ?? undefined);
    const article = id === null ? undefined : await cms.articleForPage(id);
    if (!article) return { title: PAGE_TITLES.helpCenter, description: base.description, keywords: base.keywords };
    return {
      title: `${article.title} - ${PAGE_TITLES.helpCenter}`,
      description: clip(article.summary || base.description),
      keywords: keywords(article.title, article.columnName, base.keywords),
    };
  }

  return async (pathname, query) => {
    if (pathname === SEO_PAGES.home) return { title: HOME_TITLE, ...(await seoOf(PAGE_SEO_CODES.home)) };
    if (pathname === SEO_PAGES.findJob) return findJob(query);
    const detail = SEO_PAGES.workDetail.exec(pathname);
    if (detail) return taskPage(detail[1]);
    if (pathname === SEO_PAGES.helpCenter) return { title: PAGE_TITLES.helpCenter, ...(await seoOf(PAGE_SEO_CODES.helpCenter)) };
    if (pathname === SEO_PAGES.helpCenterDetail) return articlePage(query.get('id'));
    return null;
  };
}
