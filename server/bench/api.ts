import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { chinaDate } from '@contract/id-number';
import * as orders from '@contract/orders';
import { DONOR_EXPORT_MAX_ROWS } from '@contract/orders.meta';
import { urlOf } from '../src/http/route';
import { buildApp } from '../src/app';
import { DEFAULT_BODY_LIMIT, DEFAULT_SMS_RULES, type Config } from '../src/config';
import { openDatabase, pgTypes, POOL_SIZE } from '../src/db/connect';
import { prepareDatabase } from '../src/prepare';
import { insertGeneratedTasks } from '../src/seed/bulk-tasks';
import { listCases, type BenchIds, type ListCase } from './cases';
import { measureExport, reportExports, type ExportMemory } from './export-memory';
import { call, measure, profiled, report, summarize, trackInFlight, type Measured, type Round, type Row, type Target } from './measure';
import { startGateway, startTwin, type Served } from './processes';
import { rawServer, type Recorded } from './raw-twin';
import { recordCases } from './record';
import {
  analyzeBenchTables,
  insertBenchCandidates,
  insertBenchSettlements,
  insertBenchStaffActions,
  insertBenchSuppliers,
  type Scale,
} from './scale-data';
import { BenchSms, createBenchStaff, logInStaff, logInSupplier } from './sessions';

/**
 * `npm run bench:api`: every list route of the gateway measured side by side with the same SQL written by hand
 * against the raw `pg` driver behind a bare `node:http` handler (raw-twin.ts), in one run, on a throwaway
 * PostgreSQL server (the npm script wraps it in scripts/with-postgres.mjs) seeded at full scale (10,000 tasks, 1,000 suppliers,
 * 1,000,000 candidates and bills, 100,000 staff actions); then the
 * memory one export costs. The SQL is not restated here: one request to the route records the queries it sends
 * (SQL, parameters, when each ran, what each returned), and the twin runs exactly those as prepared statements,
 * independent ones in parallel. The ratio (route ÷ raw req/s) is what travels between machines; the goal is ≥ 0.8
 * with a p99 ≤ 25 ms. Both sides run in processes of their own, the gateway as `npm start` runs it
 * (BENCH_SERVER=inline: both in this process, as the profiler needs).
 *
 * To measure another list route, add a case to cases.ts (`session: 'supplier'` for an /auth/ route: it is called as
 * the demo admin; `session: 'staff'` for a platform console route: as the bench's staff member, an admin).
 * Without DATABASE_URL (`npx tsx server/bench/api.ts`) it measures the routes on PGlite alone.
 * BENCH_SMALL=1: a small database, 1 s per measurement, one round; BENCH_ROUNDS=<n>: measurements per side (3); BENCH_ONLY=<part of a case's name>[|<another>…]: those cases alone;
 * BENCH_EXPLAIN=1: the plan of every statement each case sends (PostgreSQL); BENCH_PROFILE=<dir>: CPU profiles of the server thread while each case's route and its raw twin are measured (inline).
 */
const SMALL = process.env.BENCH_SMALL === '1';
const int = (name: string, full: number, small: number) => Number(process.env[name] ?? (SMALL ? small : full));
/** Full scale by default; each figure its own variable. */
const SCALE: Scale = {
  suppliers: int('BENCH_SUPPLIERS', 1_000, 20),
  ordersPerSupplier: int('BENCH_ORDERS_PER_SUPPLIER', 20, 5),
  demoOrders: int('BENCH_DEMO_ORDERS', 300, 40),
  candidates: int('BENCH_CANDIDATES', 1_000_000, 20_000),
  demoCandidates: int('BENCH_DEMO_CANDIDATES', 100_000, 10_000),
  hot: int('BENCH_HOT_CANDIDATES', 5_000, 1_000),
  settlements: int('BENCH_SETTLEMENTS', 1_000_000, 20_000),
  demoSettlements: int('BENCH_DEMO_SETTLEMENTS', 100_000, 10_000),
  staffActions: int('BENCH_STAFF_ACTIONS', 100_000, 5_000),
};
/** Tasks in the database while measuring: the demo's 200 plus generated ones. */
const TASKS = int('BENCH_TASKS', 10_000, 1_000);
const DURATION_SECONDS = int('BENCH_DURATION', 5, 1);
/** Measurements of each case, route and raw taking turns; the table shows medians and the ratios' spread. */
const ROUNDS = Math.max(1, int('BENCH_ROUNDS', 3, 1));
const CONNECTIONS = int('BENCH_CONNECTIONS', 10, 10);
/** The smaller export (China days of submissions, newest first); the larger is all the demo supplier's. */
const EXPORT_DAYS = int('BENCH_EXPORT_DAYS', 9, 9);
const INLINE = process.env.BENCH_SERVER === 'inline' || process.env.BENCH_PROFILE !== undefined;
const ids: BenchIds = { hotOrderId: 0, hotTaskId: 0 };
const LIST_CASES = listCases(() => ids);

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await work();
  console.log(`${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The demo supplier's records export, over EXPORT_DAYS days and over everything; rows as the list counts them. */
async function measureExports(base: string, token: string): Promise<ExportMemory[]> {
  const today = chinaDate(new Date());
  const since = chinaDate(new Date(Date.now() - (EXPORT_DAYS - 1) * 24 * 3600_000));
  const out: ExportMemory[] = [];
  for (const [label, filter] of [
    [`donor_record_export (${EXPORT_DAYS} days)`, { startDate: since, endDate: today }],
    ['donor_record_export (all)', {}],
  ] as const) {
    const { total } = await call<{ total: number }>(base, orders.donorRecordList, { ...filter, pageSize: 1 }, token);
    out.push(await measureExport(base, orders.donorRecordExport, filter, token, label, Math.min(total, DONOR_EXPORT_MAX_ROWS)));
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // The measured app runs on a Kysely without a log hook, as in production: the hook wraps every query (a timer
  // and two promises) and the bare handler pays nothing like it. The SQL is recorded by a second app of its own.
  const { db } = openDatabase({ databaseUrl, dataDir });
  const rawPool = databaseUrl && INLINE ? new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max: POOL_SIZE }) : null;
  let app: FastifyInstance | null = null;
  let raw: ReturnType<typeof rawServer> | null = null;
  const processes: Served[] = [];
  let drainApp = async () => {};
  try {
    await prepareDatabase(db);
    const seeded = await db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (TASKS > Number(seeded.n))
      await timed(`${TASKS - Number(seeded.n)} tasks inserted`, () => insertGeneratedTasks(db, TASKS - Number(seeded.n)));
    await timed(
      `${SCALE.suppliers} suppliers and their orders inserted`,
      async () => (ids.hotOrderId = await insertBenchSuppliers(db, SCALE)),
    );
    ids.hotTaskId = (
      await db.selectFrom('task_order').select('task_id').where('id', '=', ids.hotOrderId).executeTakeFirstOrThrow()
    ).task_id;
    await timed(`${SCALE.candidates} candidates inserted`, () => insertBenchCandidates(db, SCALE, ids.hotOrderId));
    await timed(`${SCALE.settlements} settlement bills inserted`, () => insertBenchSettlements(db, SCALE));
    await timed('vacuum analyze', () => analyzeBenchTables(db));
    const sms = new BenchSms();
    const config: Config = {
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
    };
    app = await buildApp({ db, sms, config });
    drainApp = trackInFlight(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const staffId = await createBenchStaff(app.ctx);
    await timed(`${SCALE.staffActions} staff actions inserted`, () => insertBenchStaffActions(db, SCALE, staffId));
    const token = await logInSupplier(base, sms);
    const tokens = { supplier: token, staff: await logInStaff(base, sms) };
    const tokenOf = (c: ListCase) => (c.session ? tokens[c.session] : undefined);

    // A call of each case first: a fast refusal or an empty list is no measurement.
    // `|` between names: the case names hold commas.
    const only = process.env.BENCH_ONLY?.split('|');
    const targets = LIST_CASES.filter((c) => !only || only.some((part) => c.name.includes(part))).map((c, i) => {
      const sessionToken = tokenOf(c);
      const headers: Record<string, string> = sessionToken ? { authtoken: sessionToken } : {};
      const route: Target = { url: base + urlOf(c.endpoint), headers, body: JSON.stringify(c.body) };
      return { c, route, rawPath: `/raw/${i}` };
    });
    for (const t of targets) {
      const data = await call<{ list?: unknown[] }>(base, t.c.endpoint, t.c.body, tokenOf(t.c));
      if (Array.isArray(data?.list) && data.list.length === 0) throw new Error(`bench case ${t.c.name} returns an empty list`);
    }
    const recorded: Recorded = databaseUrl ? await recordCases(databaseUrl, config, targets, tokenOf) : new Map();

    let rawBase: string | null = null;
    let rawPid: number | undefined;
    if (rawPool) {
      raw = rawServer(rawPool, recorded);
      const server = raw.server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      rawBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    } else if (databaseUrl) {
      const twin = await startTwin(databaseUrl, recorded, path.join(dataDir, 'recorded.json'), POOL_SIZE);
      processes.push(twin);
      [rawBase, rawPid] = [twin.base, twin.pid];
    }
    if (databaseUrl && !INLINE) {
      // The route measured in its own process; this process's app only logged in, recorded and measures exports.
      const gatewayDir = path.join(dataDir, 'gateway');
      mkdirSync(gatewayDir);
      const gateway = await startGateway(databaseUrl, gatewayDir);
      processes.push(gateway);
      for (const t of targets) Object.assign(t.route, { url: gateway.base + urlOf(t.c.endpoint), pid: gateway.pid });
    }
    const rawTarget = (t: (typeof targets)[number], old = false): Target | null =>
      rawBase
        ? { url: rawBase + (old ? t.rawPath.replace('/raw/', '/old/') : t.rawPath), headers: {}, body: t.route.body, pid: rawPid }
        : null;

    // Warm everything first, so no case pays for the JIT, the caches or the connection pool of another.
    for (const t of targets) {
      await measure(t.route, 1, CONNECTIONS);
      for (const r of [rawTarget(t), rawTarget(t, true)]) if (r) await measure(r, 1, CONNECTIONS);
    }
    const rows: Row[] = [];
    for (const t of targets) {
      const r = rawTarget(t);
      const rounds: Round[] = [];
      // Route and raw take turns, the first of each round alternating, so a drift of the machine's load (a
      // neighbour starting or stopping) weighs on both sides alike; the table shows each figure's median.
      for (let i = 0; i < ROUNDS; i++) {
        const first = i === 0;
        const routeRun = () =>
          first
            ? profiled(t.c.name, () => measure(t.route, DURATION_SECONDS, CONNECTIONS))
            : measure(t.route, DURATION_SECONDS, CONNECTIONS);
        const rawRun = () =>
          !r
            ? Promise.resolve(null)
            : first
              ? profiled(`${t.c.name} raw`, () => measure(r, DURATION_SECONDS, CONNECTIONS))
              : measure(r, DURATION_SECONDS, CONNECTIONS);
        if (i % 2 === 0) {
          const route = await routeRun();
          rounds.push({ route, raw: await rawRun() });
        } else {
          const raw = await rawRun();
          rounds.push({ route: await routeRun(), raw });
        }
      }
      // The earlier floor once, to show how far the floor moved.
      const old = rawTarget(t, true);
      const oldRaw: Measured | null = old ? await measure(old, DURATION_SECONDS, CONNECTIONS) : null;
      rows.push({ ...summarize(t.c.name, rounds), oldRaw: oldRaw?.rps });
    }
    const engine = databaseUrl
      ? `PostgreSQL, ${INLINE ? 'route and raw in this process' : 'route (npm start) and raw in processes of their own'}`
      : 'PGlite (no raw comparison: set DATABASE_URL or use npm run bench:api)';
    const s = SCALE;
    report(
      `${ROUNDS} × ${DURATION_SECONDS} s per side and case (medians), ${CONNECTIONS} connections on ${engine}, Node ${process.version}, load average ${loadAverage()}\n` +
        `${TASKS} tasks, ${s.suppliers} suppliers, ${s.candidates} candidates (${s.demoCandidates} the demo supplier's, ${s.hot} on the hot order), ` +
        `${s.settlements} settlement bills (${s.demoSettlements} the demo supplier's), ${s.staffActions} staff actions`,
      rows,
    );
    reportExports(await measureExports(base, token));
  } finally {
    // Stop taking requests, let the ones still running finish, then close the database under them.
    for (const p of processes) await p.stop();
    if (app) await app.close();
    await drainApp();
    if (raw) {
      const server = raw.server;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await raw.drain();
    }
    await rawPool?.end();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
