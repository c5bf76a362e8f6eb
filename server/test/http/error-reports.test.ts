import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as reference from '@contract/reference';
import { loadConfig } from '../../src/config';
import { createErrorReporter, withReportOrigin } from '../../src/http/error-reports';
import { urlOf } from '../../src/http/route';
import { startSentryIntake } from '../helpers/sentry-intake';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Intake = Awaited<ReturnType<typeof startSentryIntake>>;
let intake: Intake;
let dist: string;

beforeAll(async () => {
  intake = await startSentryIntake();
  dist = mkdtempSync(path.join(tmpdir(), 'spa-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>');
});
afterAll(async () => {
  await intake.close();
  rmSync(dist, { recursive: true, force: true });
});

const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWNyZXQifQ.c2lnbmF0dXJlLXNlY3JldA';

/** A call that needs the database, once the app's database is gone: the server's own 500. */
async function breakAndCall(t: TestApp) {
  await t.db.destroy();
  return t.app.inject({
    method: 'POST',
    url: urlOf(reference.getSystemParamByCode),
    headers: { 'x-request-id': 'req-broken-db-1', authtoken: SESSION_TOKEN, cookie: `token=${SESSION_TOKEN}` },
    payload: { code: 'company_name' },
  });
}

// Each app is built once (a build takes seconds here): its database is broken only by the last test that uses it.
describe('with SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { distDir: dist, errorReports: { dsn: intake.dsn, environment: 'staging' } } });
  });
  afterAll(() => t.close());

  it('the page carries the DSN and environment on <html>, and its CSP lets the browser post to the DSN origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toContain(`data-sentry-dsn="${intake.dsn}" data-sentry-env="staging"`);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${intake.origin}(;|$)`));
    expect(policy).toContain("script-src 'self'");
  });

  it("does not report what is not the server's fault: bad input, refusals, unknown paths", async () => {
    const before = intake.envelopes.length;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: urlOf(reference.getSystemParamByCode),
          headers: { 'content-type': 'application/json' },
          payload: '{"code":',
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.call(reference.getSystemParamByCode, { code: 'nope' })).body.errorCode).toBe('E000404');
    expect((await t.app.inject({ method: 'POST', url: '/api/jy-turing-suppliers/no/such/path' })).statusCode).toBe(404);
    expect(await createErrorReporter({ dsn: intake.dsn, environment: 'x' })!.flush(2000)).toBe(true);
    expect(intake.envelopes.length).toBe(before);
  });

  it('reports its own 500 with the request id as a tag, and nothing of the request', async () => {
    const res = await breakAndCall(t);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000500' });
    const event = await intake.waitForEvent((e) => (e.tags as Record<string, string> | undefined)?.request_id === 'req-broken-db-1');
    expect(event).toMatchObject({
      environment: 'staging',
      platform: 'node',
      tags: { request_id: 'req-broken-db-1', method: 'POST', route: urlOf(reference.getSystemParamByCode) },
    });
    expect((event.exception as { values: { type: string }[] }).values.length).toBeGreaterThan(0);
    expect(event.request).toBeUndefined();
    const sent = intake.envelopes.map((e) => e.raw).join('\n');
    expect(sent).not.toContain(SESSION_TOKEN);
    expect(sent).not.toContain('company_name');
    // Addressed with the DSN's public key, as Sentry's own SDKs do.
    expect(intake.envelopes.at(-1)!.url).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=public/);
  });
});

describe('without SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(() => t.close());

  it('the page has no DSN, and connect-src stays the page origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).not.toContain('data-sentry');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('no client is created and a 500 sends nothing', async () => {
    expect(createErrorReporter(undefined)).toBeNull();
    const before = intake.envelopes.length;
    expect((await breakAndCall(t)).statusCode).toBe(500);
    expect(intake.envelopes.length).toBe(before);
  });
});

it('adds connect-src when the policy had none', () => {
  expect(withReportOrigin("default-src 'self'", { dsn: 'https://k@errors.example.internal/7', environment: 'production' })).toBe(
    "default-src 'self';connect-src 'self' https://errors.example.internal",
  );
});

describe('SENTRY_DSN and SENTRY_ENVIRONMENT', () => {
  it('are read from the environment; the environment defaults to production', () => {
    expect(loadConfig({}).errorReports).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: ' ' }).errorReports).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://k@errors.example.internal/7' }).errorReports).toEqual({
      dsn: 'https://k@errors.example.internal/7',
      environment: 'production',
    });
    expect(loadConfig({ SENTRY_DSN: 'https://k@errors.example.internal/7', SENTRY_ENVIRONMENT: 'staging' }).errorReports?.environment).toBe(
      'staging',
    );
  });

  it('refuses a DSN that is not one, naming the variable', () => {
    for (const bad of [
      'errors.example.internal',
      'https://errors.example.internal/7',
      'ftp://k@errors.example.internal/7',
      'https://k@errors.example.internal/',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: bad })).toThrow(/SENTRY_DSN/);
    }
  });
});
