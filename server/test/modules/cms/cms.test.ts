import { existsSync } from 'node:fs';
import path from 'node:path';
import * as cms from '@contract/cms';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content service', () => {
  it('listAds4Site: the home banners, local images only', async () => {
    const res = await t.call(cms.listAds4Site, {});
    const ads = cms.listAds4Site.response.parse(res.body.data);
    expect(ads.length).toBeGreaterThanOrEqual(3);
    for (const ad of ads) {
      expect(ad.imageUrl).toMatch(/^\/demo\/[\w-]+\.svg$/);
      // Served from the SPA build, which Vite copies from public/.
      expect(existsSync(path.join(process.cwd(), 'public', ad.imageUrl))).toBe(true);
    }
    expect(ads.map((a) => a.sort)).toEqual([...ads.map((a) => a.sort)].sort((a, b) => a - b));
    expect((await t.call(cms.listAds4Site, { position: 'nowhere' })).body.data).toEqual([]);
  });

  it('listChildArticleColumns: the help centre tree, two levels', async () => {
    const res = await t.call(cms.listChildArticleColumns, {});
    const columns = cms.listChildArticleColumns.response.parse(res.body.data);
    expect(columns.length).toBeGreaterThanOrEqual(4);
    for (const c of columns) {
      expect(c.children?.length).toBeGreaterThan(0);
      for (const child of c.children!) expect(child.parentId).toBe(c.id);
    }
    expect(columns.map((c) => c.name)).not.toContain('平台协议');
    const sub = await t.call(cms.listChildArticleColumns, { parentId: columns[0].id });
    expect(sub.body.data.map((c) => c.id)).toEqual(columns[0].children!.map((c) => c.id));
  });

  it('listArticles4Site: pages through the help centre, by column and keyword', async () => {
    const all = cms.listArticles4Site.response.parse((await t.call(cms.listArticles4Site, { pageSize: 100 })).body.data);
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.list.map((a) => a.title)).not.toContain('图灵供应商平台用户服务协议');
    const page2 = (await t.call(cms.listArticles4Site, { pageNum: 2, pageSize: 5 })).body.data;
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 5, total: all.total });
    expect(page2.list.map((a) => a.id)).toEqual(all.list.slice(5, 10).map((a) => a.id));
    for (const a of all.list) expect(a.publishTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    const columns = (await t.call(cms.listChildArticleColumns, {})).body.data;
    const group = columns[0];
    const inGroup = (await t.call(cms.listArticles4Site, { columnId: group.id })).body.data;
    const leafIds = new Set(group.children!.map((c) => c.id));
    expect(inGroup.total).toBeGreaterThan(0);
    for (const a of inGroup.list) expect(leafIds.has(a.columnId)).toBe(true);

    const found = (await t.call(cms.listArticles4Site, { keyword: ' 验证码 ' })).body.data;
    expect(found.total).toBeGreaterThan(0);
    for (const a of found.list) expect(a.title).toContain('验证码');
    expect((await t.call(cms.listArticles4Site, { keyword: '%' })).body.data.total).toBe(0);
  });

  it('getArticleDetail4Site: by id, or the service agreement by code', async () => {
    const first = (await t.call(cms.listArticles4Site, { pageSize: 1 })).body.data.list[0];
    const byId = cms.getArticleDetail4Site.response.parse((await t.call(cms.getArticleDetail4Site, { id: first.id })).body.data);
    expect(byId).toMatchObject({ id: first.id, title: first.title });
    expect(byId.content).toContain('<p>');

    const agreement = (await t.call(cms.getArticleDetail4Site, { code: cms.SERVICE_AGREEMENT_CODE })).body.data;
    expect(agreement.title).toContain('用户服务协议');
    expect((agreement.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(6);

    expect((await t.call(cms.getArticleDetail4Site, { code: 'nope' })).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect((await t.call(cms.getArticleDetail4Site, {})).body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'id：id 与 code 至少填一个',
    });
  });

  it('getPageAndFriendlyLinks4Site: page SEO and friendly links', async () => {
    const res = cms.getPageAndFriendlyLinks4Site.response.parse((await t.call(cms.getPageAndFriendlyLinks4Site, {})).body.data);
    expect(res.page).toMatchObject({ pageCode: 'home' });
    expect(res.page!.title.length).toBeGreaterThan(5);
    expect(res.friendlyLinks.length).toBeGreaterThanOrEqual(3);
    for (const l of res.friendlyLinks) expect(l.url).toMatch(/^https?:\/\//);
    expect((await t.call(cms.getPageAndFriendlyLinks4Site, { pageCode: 'unknown' })).body.data.page).toBeNull();
  });
});
