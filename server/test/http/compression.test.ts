import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import * as reference from '@contract/reference';
import { urlOf } from '../../src/http/route';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dist: string;
/** Over the ~1 KB threshold, like the real page with its static shell. */
const INDEX = `<!doctype html><html><head><title>x</title></head><body><div id="root">${'<p>供应商接单平台</p>'.repeat(100)}</div></body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('console.log("app");'.repeat(200))};`;
const ALL = 'gzip, deflate, br';
// Settings no on-the-fly compression uses, so a test can tell the build's copy from a fresh compression.
const BROTLI_COPY = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 10 } });
const GZIP_COPY = gzipSync(SCRIPT, { level: 1 });

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-compress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.br'), BROTLI_COPY);
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.gz'), GZIP_COPY);
  // A public file (copied, not hashed, no copies): compressed on the fly.
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: '*/*', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('compressed, cacheable assets', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-3f2a1b.js', ALL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varyOf(res.headers)).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    // The build's copy itself, not a compression made for this request.
    expect(res.rawPayload.equals(BROTLI_COPY)).toBe(true);
    expectSecurityHeaders(res.headers);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-3f2a1b.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varyOf(res.headers)).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.equals(GZIP_COPY)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-3f2a1b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers);
  });

  it('compresses a public file that has no copies on the fly, with its short cache', async () => {
    const res = await get('/favicon.svg', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<circle r="1"/>');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expectSecurityHeaders(res.headers);
  });

  it('compresses the HTML page, which is revalidated on every load', async () => {
    for (const url of ['/', '/login', '/findJob']) {
      const res = await get(url, ALL);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(varyOf(res.headers)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>供应商接单平台</p>'.repeat(100));
      expectSecurityHeaders(res.headers);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>供应商接单平台</p>');
  });

  it('compresses API answers over 1 KB, not the small ones, and keeps them uncacheable', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: urlOf(reference.getProvinceCityList),
      payload: {},
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toBeDefined();
    const json = JSON.parse(gunzipSync(big.rawPayload).toString()) as { flag: boolean; data: unknown[] };
    expect(json.flag).toBe(true);
    expect(json.data.length).toBeGreaterThan(30);
    // Still JSON once compressed: the gateway's JSON set of security headers (headers.test.ts).
    expect(big.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(big.headers['x-content-type-options']).toBe('nosniff');

    const small = await t.app.inject({ method: 'GET', url: '/livez', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    expect(small.headers['cache-control']).toBe('no-store');
  });

  it('compresses the envelope 404 of a missing asset only when it is large, and never serves a copy for a missing file', async () => {
    const res = await get('/assets/missing-123.js', ALL);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
  });
});
