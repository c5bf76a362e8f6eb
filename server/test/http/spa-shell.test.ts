import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bannerTag } from '../../src/http/spa';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html><head></head><body><div id="root"><div class="home-hero-banner"><!--shell-banner--></div></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-shell-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe("the home page's static shell", () => {
  it('carries the first enabled home banner, so it shows before any script runs', async () => {
    const first = await t.db
      .selectFrom('ad')
      .select(['title', 'image_url'])
      .where('position', '=', 'home_banner')
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div class="banner-carousel"><img src="${first.image_url}" alt="${first.title}" class="banner-image" /></div>`,
    );
    expect(res.body).not.toContain('<!--shell-banner-->');
  });

  it('leaves other pages as built', async () => {
    for (const url of ['/login', '/findJob']) expect((await get(url)).body).toContain('<!--shell-banner-->');
  });

  it('puts in only a plain path of this site, escaped', () => {
    expect(bannerTag({ imageUrl: '/demo/a.svg', title: '"><script>x</script>' })).toBe(
      '<div class="banner-carousel"><img src="/demo/a.svg" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" class="banner-image" /></div>',
    );
    for (const imageUrl of [
      '//evil.example/a.png',
      'https://evil.example/a.png',
      'javascript:alert(1)',
      '/a" onerror="x',
      '/a b.png',
      '',
    ]) {
      expect(bannerTag({ imageUrl, title: 't' })).toBe('');
    }
    expect(bannerTag(null)).toBe('');
  });
});
