import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOME_TITLE as SPA_HOME_TITLE, titles as spaTitles } from '../../../src/config/paths';
import { escapeHtml } from '../../src/http/seo';
import { HOME_TITLE, PAGE_TITLES } from '@contract/seo';
import { insertTask } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Shaped like Vite's build of index.html: the build's own title and description, no keywords.
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="构建时的描述" />
    <title>构建时的标题</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'seo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = res.body;
  const one = (re: RegExp) => {
    const all = [...html.matchAll(re)];
    expect(all).toHaveLength(1);
    return all[0][1];
  };
  return {
    res,
    html,
    title: one(/<title>([\s\S]*?)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)"/g),
    keywords: one(/<meta name="keywords" content="([^"]*)"/g),
  };
}

describe('page meta in the served HTML', () => {
  it('task detail: the task’s title, and a description from its data', async () => {
    const id = await insertTask(t, {
      title: '深圳分拣员 日结',
      company_name: '鹏城物流有限公司',
      city_code: '440300',
      province_code: '440000',
      position_type_id: 201,
      reward_amount: 2250,
      reward_unit: 'hour',
      settlement_type: 'daily',
      features: ['meals'],
    });
    const p = await page(`/findJob/workDetail/${id}`);
    expect(p.title).toBe('深圳分拣员 日结 - 任务详情');
    expect(p.description).toContain('鹏城物流有限公司招聘分拣员（深圳市），22.50元/小时，日结，包吃。');
    expect(p.keywords.split(',')).toEqual(
      expect.arrayContaining(['深圳分拣员 日结', '分拣员', '深圳市分拣员', '鹏城物流有限公司', '日结', '包吃']),
    );
    // The rest of the page is the build's, and the strict CSP still applies.
    expect(p.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(p.html).not.toContain('构建时的标题');
    expect(p.res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(p.res.headers['cache-control']).toBe('no-cache');
  });

  it('escapes markup and replacement patterns in the data', async () => {
    const title = `<script>alert("x")</script> & '引号' $& $1`;
    const id = await insertTask(t, { title, description: '</title><script>alert(1)</script>' });
    const p = await page(`/findJob/workDetail/${id}`);
    expect(p.title).toBe(`${escapeHtml(title)} - 任务详情`);
    expect(p.title).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;引号&#39; $&amp; $1 - 任务详情');
    expect(p.description).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(p.html).not.toMatch(/<script>alert/);
  });

  it('an unknown or malformed task id still serves the SPA, with the generic title', async () => {
    for (const id of ['987654321', 'abc', '1e9', '-1'])
      expect((await page(`/findJob/workDetail/${id}`)).title).toBe(PAGE_TITLES.workDetail);
  });

  it('home: the platform title, description and keywords from the content service', async () => {
    const seo = await t.db.selectFrom('page_seo').selectAll().where('page_code', '=', 'home').executeTakeFirstOrThrow();
    const p = await page('/?sid=abc');
    expect(p).toMatchObject({ title: HOME_TITLE, description: escapeHtml(seo.description), keywords: escapeHtml(seo.keywords) });
  });

  it('find job: the filters’ city and position type, with the live count', async () => {
    const count = await t.db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('city_code', '=', '440300')
      .where('position_type_id', '=', 201)
      .executeTakeFirstOrThrow();
    const p = await page('/findJob?cityCode=440300&positionTypeId=201&sort=reward');
    expect(p.title).toBe('深圳市分拣员招聘信息 - 找工作 - 供应商接单平台');
    expect(p.description).toContain(`当前共有 ${Number(count.n)} 个在招任务`);
    expect(p.keywords.split(',').slice(0, 3)).toEqual(['深圳市分拣员招聘', '深圳市招聘', '分拣员招聘']);
    expect((await page('/findJob?positionTypeId=200')).title).toBe('物流仓储招聘信息 - 找工作 - 供应商接单平台');
  });

  it('find job: without usable filters the plain title, and never text from the query itself', async () => {
    const seo = await t.db.selectFrom('page_seo').selectAll().where('page_code', '=', 'findJob').executeTakeFirstOrThrow();
    const p = await page('/findJob/?cityCode=123456&positionTypeId=abc&keyword=%E8%B5%8C%E5%8D%9A<b>');
    expect(p).toMatchObject({ title: PAGE_TITLES.findJob, description: seo.description });
    expect(p.html).not.toContain('赌博');
  });

  it('help centre and an article', async () => {
    const article = await t.db.selectFrom('article').selectAll().where('code', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await page('/helpCenter')).title).toBe('帮助中心');
    const p = await page(`/helpCenter/detail?id=${article.id}`);
    expect(p.title).toBe(`${escapeHtml(article.title)} - 帮助中心`);
    expect(p.description).toBe(escapeHtml(article.summary));
    expect((await page('/helpCenter/detail?id=999999')).title).toBe('帮助中心');
  });

  it('leaves the head of other pages exactly as built (only the static shell is named)', async () => {
    for (const [url, shell] of [
      ['/login', 'login'],
      ['/workbench/order', 'page'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toBe(INDEX.replace('<html', `<html data-shell="${shell}"`));
    }
  });

  it('uses the titles the SPA sets', () => {
    expect(HOME_TITLE).toBe(SPA_HOME_TITLE);
    expect(PAGE_TITLES).toEqual({ findJob: spaTitles.findJob, workDetail: spaTitles.workDetail, helpCenter: spaTitles.helpCenter });
  });
});
