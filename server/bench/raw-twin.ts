import { createServer, type Server } from 'node:http';
import type pg from 'pg';

/**
 * The bench's floor: a route's SQL as a developer would write it by hand behind a bare `node:http` handler. The
 * statements are recorded from one call of the route, with when each started and ended and (run once more) the
 * rows each returns; the twin runs them as named prepared statements (parsed and planned once per connection), in
 * parallel wherever it can: a statement waits only for earlier ones whose rows hold one of its parameters (the
 * page needs the session's supplier, the task cards need the page's task ids), and for the guard's session check
 * (a caller is checked before anything is read for them). So what the route runs side by side
 * runs side by side here, and so do independent statements the route runs one after another (a count and its page).
 */
export interface RecordedQuery {
  sql: string;
  parameters: unknown[];
  /** performance.now() when the route sent it and when its rows came back, milliseconds. */
  start: number;
  end: number;
  /** What it returned; without them every statement that ended before another started is taken as its input. */
  rows?: unknown[];
}

export type Recorded = Map<string, RecordedQuery[]>;

export interface Statement {
  /** The prepared statement's name: one per distinct SQL text in this process. */
  name: string;
  sql: string;
  parameters: unknown[];
  /** The statements (indices) that must have finished before this one starts. */
  after: number[];
}

const names = new Map<string, string>();
/** A name per SQL text, so every connection of the pool prepares each text once under one name. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `bench_${names.size + 1}`));
  return name;
}

/** Every scalar in a value (arrays and rows opened up), as text: a parameter and a column compare equal as text. */
function scalars(value: unknown, out = new Set<string>()): Set<string> {
  if (value === null || value === undefined || typeof value === 'boolean') return out;
  if (Array.isArray(value)) for (const v of value) scalars(v, out);
  else if (value instanceof Date) out.add(value.toISOString());
  else if (typeof value === 'object') for (const v of Object.values(value)) scalars(v, out);
  else out.add(String(value));
  return out;
}

/** The guard's check of the caller's session: a supplier's user's (user_session) or a staff member's (staff_session). */
const SESSION_CHECK = /from "\w*session"/;

/**
 * A statement waits for an earlier one when the route ran it after that one had ended and one of its parameters is
 * among that one's rows (a value that merely coincides, a status code equal to an id, makes it wait too: the floor
 * errs on the side of the route), or when that one is the session check: hand-written code reads nothing for a
 * caller before knowing who it is, even when the reads take nothing from the session (a console list of every
 * supplier's rows). Statements that overlapped in the recording never wait for each other.
 */
export function planOf(queries: readonly RecordedQuery[]): Statement[] {
  const returned = queries.map((q) => (q.rows ? scalars(q.rows) : null));
  return queries.map((q, i) => {
    const uses = scalars(q.parameters);
    const after = queries.flatMap((p, j) => {
      if (j === i || p.end > q.start) return [];
      const out = returned[j];
      return !out || SESSION_CHECK.test(p.sql) || [...uses].some((v) => out.has(v)) ? [j] : [];
    });
    return { name: statementName(q.sql), sql: q.sql, parameters: q.parameters, after };
  });
}

/** The plan's statements as a list of stages: each stage's statements together, once the previous stage is done. */
export function stagesOf(plan: readonly Statement[]): Statement[][] {
  const stageOf: number[] = [];
  const stageAt = (i: number): number => (stageOf[i] ??= Math.max(-1, ...plan[i]!.after.map(stageAt)) + 1);
  const stages: Statement[][] = [];
  plan.forEach((s, i) => (stages[stageAt(i)] ??= []).push(s));
  return stages;
}

/** The plan in a line: each stage's statements by the table they read, stages in order (`a + b → c`). */
export function describePlan(queries: readonly RecordedQuery[]): string {
  const label = (s: Statement) => {
    const table = /from "(\w+)"/.exec(s.sql)?.[1] ?? '?';
    return /^select (count|coalesce\(sum)/.test(s.sql) ? `count ${table}` : table;
  };
  return stagesOf(planOf(queries))
    .map((stage) => stage.map(label).join(' + '))
    .join(' → ');
}

export type Runner = (pool: pg.Pool, plan: Statement[][]) => Promise<unknown[][]>;

/** Hand-written: named prepared statements, each stage's statements in parallel. */
export const runPrepared: Runner = async (pool, stages) => {
  const results: unknown[][] = [];
  for (const stage of stages) {
    const rows =
      stage.length === 1
        ? [(await pool.query({ name: stage[0]!.name, text: stage[0]!.sql, values: stage[0]!.parameters })).rows]
        : await Promise.all(stage.map(async (s) => (await pool.query({ name: s.name, text: s.sql, values: s.parameters })).rows));
    results.push(...rows);
  }
  return results;
};

/** The earlier floor, kept to show the change: every statement in turn, unnamed (parsed and planned each time). */
export const runSequential: Runner = async (pool, stages) => {
  const results: unknown[][] = [];
  for (const s of stages.flat()) results.push((await pool.query(s.sql, s.parameters)).rows);
  return results;
};

/** Waits, at most 10 s, until `count()` is 0. */
export async function settle(count: () => number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (count() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/**
 * The bare handler: reads and parses the body, runs the path's statements, answers the envelope with
 * `JSON.stringify` of their rows. `recorded` maps a path (`/raw/0`) to the queries its route sent; `/raw/…` runs
 * them by hand (runPrepared), `/old/…` the earlier floor's way (runSequential).
 */
export function rawServer(pool: pg.Pool, recorded: Recorded): { server: Server; drain: () => Promise<void> } {
  const plans = new Map([...recorded].map(([path, queries]) => [path, stagesOf(planOf(queries))]));
  let inFlight = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const url = req.url ?? '';
        const old = url.startsWith('/old/');
        const plan = plans.get(old ? `/raw/${url.slice(5)}` : url);
        if (!plan) throw new Error(`no statements for ${url}`);
        const results = await (old ? runSequential : runPrepared)(pool, plan);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ flag: true, errorCode: null, errorMsg: null, data: results }));
      } catch (err) {
        res.writeHead(500).end(String(err));
      } finally {
        inFlight -= 1;
      }
    });
  });
  return { server, drain: () => settle(() => inFlight) };
}
