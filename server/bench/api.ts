import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as candidates from '@contract/candidates';
import * as login from '@contract/login';
import * as orders from '@contract/orders';
import * as reference from '@contract/reference';
import * as tasks from '@contract/tasks';
import { urlOf } from '../src/http/route';
import { buildApp } from '../src/app';
import { DEFAULT_BODY_LIMIT, DEFAULT_SMS_RULES } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { insertGeneratedTasks } from '../src/db/seed/bulk-tasks';
import type { SmsSender } from '../src/modules/login/sms';
import { insertBenchCandidates } from './candidates-data';
import { measureSqlOnly } from './sql-only';

/**
 * `npm run bench:api`: the real app on a loopback port with a fresh embedded database (seeded), measured with
 * autocannon route by route in one run, each compared with a trivial route so the numbers travel between
 * machines. Add a case to CASES to measure another call.
 */
export interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Logged-in calls carry the demo administrator's token. */
  auth?: boolean;
}

/** Candidates in the database while measuring (issue 10 targets 1,000,000; the default keeps a laptop run short). */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
/** Of which on the one order talent_list reads (the demo administrator's first ongoing order). */
const HOT_CANDIDATES = Number(process.env.BENCH_HOT_CANDIDATES ?? 5_000);
let hotOrderId = 0;

const CASES: BenchCase[] = [
  { name: 'livez (trivial)', method: 'GET', path: '/livez' },
  { name: 'healthz (one database query)', method: 'GET', path: '/healthz' },
  { name: 'position_type/unlimited/all', method: 'POST', path: urlOf(reference.getAllPositionTypes), body: {} },
  { name: 'city/unlimited/province_city_list', method: 'POST', path: urlOf(reference.getProvinceCityList), body: {} },
  // Issue 5: a find-job page of 30 over BENCH_TASKS tasks, by city (上海市, the busiest), and by keyword.
  { name: 'task_list_select (city, 30)', method: 'POST', path: urlOf(tasks.selectTaskList), body: { cityCode: '310100', pageSize: 30 } },
  { name: 'task_list_select (keyword, reward)', method: 'POST', path: urlOf(tasks.selectTaskList), body: { keyword: '分拣', sort: 'reward', pageSize: 30 } },
  // Issue 10: the order list of the demo administrator, and one order's candidates (with the per-status counts).
  { name: 'my_order_list (30)', method: 'POST', path: urlOf(orders.myOrderList), body: { pageNum: 1, pageSize: 30 }, auth: true },
  {
    name: 'talent_list (hot order, 30)',
    method: 'POST',
    path: urlOf(candidates.talentList),
    get body() {
      return { orderId: String(hotOrderId), pageNum: 1, pageSize: 30 };
    },
    auth: true,
  },
  {
    name: 'talent_list (hot order, hired)',
    method: 'POST',
    path: urlOf(candidates.talentList),
    get body() {
      return { orderId: String(hotOrderId), status: 'hired', pageNum: 2, pageSize: 30 };
    },
    auth: true,
  },
];

let token = '';
const headersOf = (c: BenchCase): Record<string, string> => ({
  ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(c.auth ? { authtoken: token } : {}),
});

/** Codes go to memory: the bench logs in as the demo administrator like a browser would. */
class BenchSms implements SmsSender {
  code = '';
  async sendLoginCode(_phone: string, code: string): Promise<void> {
    this.code = code;
  }
}

async function logIn(base: string, sms: BenchSms): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (await (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
      flag: boolean;
      errorMsg: string | null;
      data: { tokenInfo?: { token: string } } | null;
    };
  const phone = '13800000000';
  const sent = await post(urlOf(login.sendCode), { phone });
  if (!sent.flag) throw new Error(`bench login: ${sent.errorMsg}`);
  const res = await post(urlOf(login.loginByPhone), { phone, code: sms.code });
  if (!res.flag || !res.data?.tokenInfo) throw new Error(`bench login: ${res.errorMsg}`);
  return res.data.tokenInfo.token;
}

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Tasks in the database while measuring: the demo's 200 plus generated ones. */
const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(base: string, c: BenchCase, duration: number): Promise<Measured> {
  const result = await autocannon({
    url: base + c.path,
    method: c.method,
    headers: headersOf(c),
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    connections: CONNECTIONS,
    duration,
    // The load generator runs in a worker thread: on the server's own event loop it would measure itself.
    workers: 1,
  });
  return { name: c.name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function report(rows: Measured[]): void {
  const [base] = rows;
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(36) : c.padStart(12))).join('');
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${DURATION_SECONDS} s per route, ${CONNECTIONS} connections, ${TASKS} tasks, ${CANDIDATES + HOT_CANDIDATES} candidates (${HOT_CANDIDATES} on the measured order) on ${engine}, Node ${process.version}\n`,
  );
  console.log(line(['route', 'req/s', 'p99 ms', 'req/s ratio', 'p99 ratio', 'errors']));
  for (const r of rows) {
    console.log(
      line([r.name, r.rps.toFixed(0), r.p99.toFixed(1), (r.rps / base.rps).toFixed(2), (r.p99 / Math.max(base.p99, 0.1)).toFixed(2), String(r.errors)]),
    );
  }
  console.log('\nratios are relative to the trivial route measured in the same run (req/s: higher is better; p99: lower is better)');
}

/** A fast refusal is no measurement: every case must succeed (and a list must have rows) before it is timed. */
async function checkCases(base: string): Promise<void> {
  for (const c of CASES.filter((x) => x.body !== undefined)) {
    const res = await fetch(base + c.path, { method: c.method, headers: headersOf(c), body: JSON.stringify(c.body) });
    const json = (await res.json()) as { flag: boolean; errorMsg: string | null; data: { list?: unknown[] } | null };
    if (!json.flag || (json.data?.list && json.data.list.length === 0)) throw new Error(`bench case ${c.name} does not succeed: ${json.errorMsg ?? 'empty list'}`);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  // The embedded PGlite by default; DATABASE_URL (e.g. under scripts/with-postgres.mjs) measures PostgreSQL instead.
  const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    await prepareDatabase(db);
    const seeded = await db.selectFrom('task').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (TASKS > Number(seeded.n)) await insertGeneratedTasks(db, TASKS - Number(seeded.n));
    const started = Date.now();
    hotOrderId = await insertBenchCandidates(db, CANDIDATES, HOT_CANDIDATES);
    console.log(`${CANDIDATES + HOT_CANDIDATES} candidates inserted in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const sms = new BenchSms();
    const app = await buildApp({
      db,
      sms,
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        accessTokenTtl: 1800,
        refreshTokenTtl: 30 * 24 * 3600,
        smsProvider: 'none',
        // Request logs would measure the log pipe, not the route.
        logLevel: 'warn',
        trustProxy: false,
        bodyLimit: DEFAULT_BODY_LIMIT,
        sms: DEFAULT_SMS_RULES,
      },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    token = await logIn(base, sms);
    await checkCases(base);
    // Warm every route first, so no case pays for the JIT, the caches or the connection pool of another.
    for (const c of CASES) await measure(base, c, 1);
    const rows: Measured[] = [];
    for (const c of CASES) rows.push(await measure(base, c, DURATION_SECONDS));
    report(rows);
    const hot = await db.selectFrom('task_order').select('supplier_id').where('id', '=', hotOrderId).executeTakeFirstOrThrow();
    const sqlOnly = await measureSqlOnly(db, { hotOrderId, supplierId: hot.supplier_id, seconds: DURATION_SECONDS, concurrency: CONNECTIONS });
    console.log('\nthe same SQL without HTTP (same database handle, same concurrency); ratio = API p99 / SQL p99');
    for (const r of sqlOnly) {
      const api = rows.find((x) => x.name === r.name);
      console.log(`${r.name.padEnd(36)}${r.rps.toFixed(0).padStart(12)}${r.p99.toFixed(1).padStart(12)}${api ? (api.p99 / Math.max(r.p99, 0.1)).toFixed(2).padStart(12) : ''}`);
    }
    await app.close();
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
