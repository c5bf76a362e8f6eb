import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@contract/http';
import { urlOf } from '../src/http/route';
import { settle } from './raw-twin';

/** The load generator's side of `npm run bench:api` and the table. */

export const GOAL_RATIO = 0.8;
export const GOAL_P99_MS = 25;

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time of this process's main thread (the server's event loop) per answered request, microseconds. */
  cpuUs: number;
}

/**
 * CPU time the main thread has used, in microseconds, from /proc (Linux; NaN elsewhere). The load generator runs
 * in a worker thread and PostgreSQL in its own processes, so this is the server's own work alone: on a shared
 * machine the request rates swing with the neighbours' load, the CPU a request costs much less.
 */
function mainThreadCpuUs(pid = process.pid): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** USER_HZ: 100 on every Linux build Node supports. */
const CLOCK_TICKS = 100;

export interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The process serving it, when not this one: its main thread's CPU is what a request costs. */
  pid?: number;
}

export async function measure(t: Target, duration: number, connections: number): Promise<Measured> {
  const cpuBefore = mainThreadCpuUs(t.pid);
  const result = await autocannon({
    url: t.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.headers },
    body: t.body,
    connections,
    duration,
    // The load generator runs in a worker thread: on the server's own event loop it would measure itself.
    workers: 1,
  });
  const cpuUs = (mainThreadCpuUs(t.pid) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUs };
}

/**
 * Runs `work` under the V8 CPU profiler when BENCH_PROFILE names a directory, and writes the profile there (the
 * server thread only: the load generator is a worker). Without it, just runs `work`.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name.replace(/[^A-Za-z0-9_-]+/g, '_')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

export async function call<T>(base: string, endpoint: Endpoint, body: unknown, token?: string): Promise<T> {
  const res = await fetch(base + urlOf(endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authtoken: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { flag: boolean; errorMsg: string | null; data: T };
  if (!json.flag) throw new Error(`${endpoint.path}: ${json.errorMsg}`);
  return json.data;
}

/**
 * Counts requests between arrival and the moment their answer is ready. A load generator that stops on a timer
 * drops its connections with requests still running; the database may close only once they have finished.
 */
export function trackInFlight(app: FastifyInstance): () => Promise<void> {
  let inFlight = 0;
  // Callback hooks: an async hook costs the route a promise per request that the bare handler does not pay.
  app.addHook('onRequest', (_request, _reply, done) => {
    inFlight += 1;
    done();
  });
  app.addHook('onSend', (_request, _reply, payload, done) => {
    inFlight -= 1;
    done(null, payload);
  });
  return () => settle(() => inFlight);
}

export interface Row {
  name: string;
  route: Measured;
  raw: Measured | null;
  /** Route ÷ raw req/s and raw ÷ route CPU, each the median of the rounds' pairs, and the req/s ratio's range. */
  ratio: number;
  cpuRatio: number;
  ratioRange: [number, number];
  /** The earlier floor's req/s (statements in turn, unprepared), measured once to show the change of floor. */
  oldRaw?: number;
}

/** One round of a case: the route, then its raw twin (or the other way round), measured back to back. */
export interface Round {
  route: Measured;
  raw: Measured | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** A case's rounds as one row: each figure's median; the ratios are taken per round (its two sides ran together). */
export function summarize(name: string, rounds: Round[]): Row {
  const side = (pick: (r: Round) => Measured | null): Measured | null => {
    const ms = rounds.map(pick).filter((m): m is Measured => m !== null);
    if (!ms.length) return null;
    return {
      rps: median(ms.map((m) => m.rps)),
      p99: median(ms.map((m) => m.p99)),
      cpuUs: median(ms.map((m) => m.cpuUs)),
      errors: ms.reduce((n, m) => n + m.errors, 0),
    };
  };
  const paired = rounds.filter((r): r is { route: Measured; raw: Measured } => r.raw !== null);
  const ratios = paired.map((r) => r.route.rps / r.raw.rps);
  return {
    name,
    route: side((r) => r.route)!,
    raw: side((r) => r.raw),
    ratio: ratios.length ? median(ratios) : NaN,
    cpuRatio: paired.length ? median(paired.map((r) => r.raw.cpuUs / r.route.cpuUs)) : NaN,
    ratioRange: ratios.length ? [Math.min(...ratios), Math.max(...ratios)] : [NaN, NaN],
  };
}

export function report(heading: string, rows: Row[]): void {
  const w = [36, 8, 8, 8, 8, 8, 7, 11, 8, 8, 7, 8, 7];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i] ?? 8))).join('');
  console.log(`\n${heading}\n`);
  console.log(
    line(['route', 'req/s', 'p99 ms', 'raw r/s', 'old raw', 'raw p99', 'ratio', 'range', 'cpu µs', 'raw cpu', 'cpu r.', 'goals', 'errors']),
  );
  const missed: string[] = [];
  for (const r of rows) {
    const ok = (r.raw === null || r.ratio >= GOAL_RATIO) && r.route.p99 <= GOAL_P99_MS;
    if (!ok) missed.push(r.name);
    console.log(
      line([
        r.name,
        r.route.rps.toFixed(0),
        r.route.p99.toFixed(1),
        r.raw ? r.raw.rps.toFixed(0) : '—',
        r.oldRaw !== undefined ? r.oldRaw.toFixed(0) : '—',
        r.raw ? r.raw.p99.toFixed(1) : '—',
        r.raw ? r.ratio.toFixed(2) : '—',
        r.raw ? `${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)}` : '—',
        r.route.cpuUs.toFixed(0),
        r.raw ? r.raw.cpuUs.toFixed(0) : '—',
        r.raw ? r.cpuRatio.toFixed(2) : '—',
        ok ? 'met' : 'MISSED',
        String(r.route.errors + (r.raw?.errors ?? 0)),
      ]),
    );
  }
  console.log(
    `\nraw = the route's statements by hand behind node:http in this run (named prepared statements, independent ones in parallel, a pool of the route's size, JSON.stringify); goals: ratio ≥ ${GOAL_RATIO}, p99 ≤ ${GOAL_P99_MS} ms`,
  );
  console.log('old raw = the earlier floor, measured once: the same statements one after another, unprepared');
  console.log(
    "ratio = the median of the rounds' route ÷ raw req/s (each round measures both back to back); range = the lowest and highest round",
  );
  console.log(
    "cpu µs = the server thread's CPU per request; cpu r. = raw ÷ route, the ratio the CPU bound allows (steadier than req/s on a loaded machine)",
  );
  if (missed.length) console.log(`goals missed: ${missed.join(', ')}`);
}
