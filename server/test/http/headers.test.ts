import * as cms from '@contract/cms';
import * as login from '@contract/login';
import * as reference from '@contract/reference';
import { securityHeaders } from '../../src/http/hardening';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('response headers', () => {
  it('every response says nosniff and carries the request id', async () => {
    const responses = [
      await t.call(login.sendCode, { phone: uniquePhone() }),
      await t.call(login.getLoginInfo, {}),
      await t.post('/api/jy-turing-suppliers/nope'),
    ];
    for (const res of responses) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a sane x-request-id from the caller is kept, an unsafe one replaced', async () => {
    const kept = await t.call(login.sendCode, { phone: uniquePhone() }, { headers: { 'x-request-id': 'edge-42.abc' } });
    expect(kept.headers['x-request-id']).toBe('edge-42.abc');
    const replaced = await t.call(login.sendCode, { phone: uniquePhone() }, { headers: { 'x-request-id': 'bad id\r\nx: y' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await t.call(login.sendCode, { phone: uniquePhone() }, { headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(tooLong.headers['x-request-id']).not.toBe('a'.repeat(65));
  });

  it('gateway and content answers are not stored, errors included', async () => {
    for (const res of [
      await t.call(login.sendCode, { phone: uniquePhone() }),
      await t.call(login.getLoginInfo, {}),
      await t.call(cms.listAds4Site, {}),
      await t.call(reference.getSystemParamByCode, { code: 'customer_service_phone' }),
      await t.call(reference.getCityThreeData, { unexpected: 1 } as never),
      await t.post('/cms/nope'),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('body-independent reference data may be cached for five minutes', async () => {
    for (const endpoint of [
      reference.getAllCityList,
      reference.getCityThreeData,
      reference.getProvinceCityList,
      reference.getAllPositionTypes,
      reference.getBanks,
    ]) {
      const res = await t.call(endpoint, {});
      expect(res.body.flag).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it("JSON answers carry the JSON set of security headers, not the page's document-only ones", async () => {
    for (const res of [
      await t.call(login.sendCode, { phone: uniquePhone() }),
      await t.call(reference.getCityThreeData, { unexpected: 1 } as never),
      await t.post('/api/jy-turing-suppliers/nope'),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // Nothing may load, run or frame it even if a browser were made to render it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(res.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it("the page's content security policy is strict", () => {
    const csp = String(securityHeaders().all.find(([name]) => name === 'Content-Security-Policy')?.[1]);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
  });

  it("every header of the page's set is in exactly one of the JSON set and the document-only set", () => {
    const { all, api, documentOnly } = securityHeaders();
    const names = (list: [string, string][]) => list.map(([name]) => name.toLowerCase()).sort();
    expect([...names(api), ...names(documentOnly)].sort()).toEqual(names(all));
    // The JSON set's policy replaces the page's; every other shared header has the page's value.
    for (const [name, value] of api) if (name !== 'Content-Security-Policy') expect(all).toContainEqual([name, value]);
  });

  it('/livez answers without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
