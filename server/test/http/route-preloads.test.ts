import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRoutePreloads, ROUTE_PRELOADS_FILE } from '../../src/http/route-preloads';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TABLE = [
  { pattern: '/workbench', files: ['/assets/route-workbench-a.js', '/assets/card-b.js'] },
  { pattern: '/workbench/:tabKey', files: ['/assets/route-workbench-a.js', '/assets/card-b.js'] },
  { pattern: '/workbench/order', files: ['/assets/route-order-c.js'] },
  { pattern: '/workbench/order/candidateList/:taskId/:orderId/:status?', files: ['/assets/route-candidate-list-d.js'] },
  { pattern: '/myUserInfo/:menukey/:tabKey?', files: ['/assets/route-my-user-info-e.js', '"><script>x</script>', '//evil.example/x.js'] },
];

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(TABLE));
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a screen's scripts named in its page, for the boot script to fetch with the entry", () => {
  it('picks the screen of the address, the most literal pattern first, optional parameters with and without', () => {
    const of = loadRoutePreloads(dist);
    expect(of('/workbench')).toBe('/assets/route-workbench-a.js /assets/card-b.js');
    expect(of('/workbench/overview')).toBe('/assets/route-workbench-a.js /assets/card-b.js');
    expect(of('/workbench/order')).toBe('/assets/route-order-c.js');
    expect(of('/workbench/order?status=ongoing#top')).toBe('/assets/route-order-c.js');
    expect(of('/workbench/order/candidateList/29/8')).toBe('/assets/route-candidate-list-d.js');
    expect(of('/workbench/order/candidateList/29/8/2')).toBe('/assets/route-candidate-list-d.js');
    // Nothing for an address of no listed screen, a missing parameter, too many segments or a broken escape.
    for (const url of [
      '/',
      '/login',
      '/findJob',
      '/workbench/order/candidateList/29',
      '/workbench/order/candidateList/29/8/2/x',
      '/myUserInfo',
      '/%E0%A4%A',
    ]) {
      expect(of(url), url).toBe('');
    }
  });

  it('keeps only plain script paths of the build, and nothing at all without a table or with a broken one', () => {
    expect(loadRoutePreloads(dist)('/myUserInfo/info')).toBe('/assets/route-my-user-info-e.js');
    const empty = mkdtempSync(path.join(tmpdir(), 'route-preloads-none-'));
    try {
      expect(loadRoutePreloads(empty)('/workbench')).toBe('');
      mkdirSync(path.join(empty, '.vite'));
      writeFileSync(path.join(empty, ROUTE_PRELOADS_FILE), '{not json');
      expect(loadRoutePreloads(empty)('/workbench')).toBe('');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('serves the page with them in <html data-preload>, and public pages without', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/workbench/order/candidateList/29/8', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html data-shell="page" data-preload="/assets/route-candidate-list-d.js" lang="zh-CN">');
    for (const url of ['/login', '/', '/findJob']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body, url).not.toContain('data-preload');
    }
  });
});
