import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { planOf, rawServer, stagesOf, type RecordedQuery } from '../../bench/raw-twin';

const SESSION = 'select supplier_id from user_session where sid = $1';
const COUNT = 'select count(*) as n from task where supplier_id = $1';
const PAGE = 'select id, task_id from task_order where supplier_id = $1 limit $2';
const CARDS = 'select id, title from task where id = any($1)';

/** What a list route sends, as recorded: the session, then its count, then its page, then the page's task cards. */
const recording = (): RecordedQuery[] => [
  { sql: SESSION, parameters: ['s1'], start: 0, end: 1, rows: [{ supplier_id: 7 }] },
  { sql: COUNT, parameters: [7], start: 2, end: 3, rows: [{ n: 120 }] },
  {
    sql: PAGE,
    parameters: [7, 30],
    start: 4,
    end: 5,
    rows: [
      { id: 901, task_id: 41 },
      { id: 902, task_id: 42 },
    ],
  },
  { sql: CARDS, parameters: [[41, 42]], start: 6, end: 7, rows: [{ id: 41, title: 'a' }] },
];

/** A pg.Pool stand-in: notes every query as sent and how many were in flight at once. */
function fakePool() {
  const sent: { name?: string; text: string; values: unknown[] }[] = [];
  let inFlight = 0;
  let most = 0;
  const pool = {
    async query(config: string | { name?: string; text: string; values: unknown[] }, values?: unknown[]) {
      sent.push(typeof config === 'string' ? { text: config, values: values ?? [] } : config);
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return { rows: [{ sql: typeof config === 'string' ? config : config.text }] };
    },
  };
  return { pool: pool as unknown as pg.Pool, sent, most: () => most };
}

describe('the bench’s raw twin', () => {
  it('runs a statement beside the earlier ones it takes nothing from, after those whose rows it uses', () => {
    const stages = stagesOf(planOf(recording())).map((stage) => stage.map((s) => s.sql));
    // The page does not need the count (the route sent them one after another; hand-written code would not).
    expect(stages).toEqual([[SESSION], [COUNT, PAGE], [CARDS]]);
  });

  it('keeps statements the route sent together together, and without rows keeps the route’s order', () => {
    const overlapping = recording().map((q, i) => (i === 1 ? { ...q, start: 4.5, end: 5.5 } : q));
    expect(stagesOf(planOf(overlapping)).map((stage) => stage.length)).toEqual([1, 2, 1]);
    const bare = recording().map(({ rows: _rows, ...q }) => q);
    expect(stagesOf(planOf(bare)).map((stage) => stage.length)).toEqual([1, 1, 1, 1]);
  });

  it('runs nothing before the session check, even statements that take nothing from it (a console list)', () => {
    const STAFF =
      'select "s"."staff_id", "f"."role" from "staff_session" as "s" inner join "staff" as "f" on "f"."id" = "s"."staff_id" where "s"."id" = $1';
    const queries: RecordedQuery[] = [
      { sql: STAFF, parameters: ['sid'], start: 0, end: 1, rows: [{ staff_id: 3, role: 'admin' }] },
      { sql: COUNT, parameters: [7], start: 2, end: 3, rows: [{ n: 120 }] },
      { sql: PAGE, parameters: [7, 30], start: 4, end: 5, rows: [{ id: 901, task_id: 41 }] },
    ];
    expect(stagesOf(planOf(queries)).map((stage) => stage.map((s) => s.sql))).toEqual([[STAFF], [COUNT, PAGE]]);
  });

  it('answers with named prepared statements, independent ones in flight together; /old/ the earlier floor', async () => {
    const { pool, sent, most } = fakePool();
    const { server, drain } = rawServer(pool, new Map([['/raw/0', recording()]]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/raw/0`, { method: 'POST', body: '{"pageSize":30}' });
      const body = (await res.json()) as { flag: boolean; data: { sql: string }[][] };
      expect(body.flag).toBe(true);
      expect(body.data.map((rows) => rows[0]!.sql)).toEqual([SESSION, COUNT, PAGE, CARDS]);
      expect(sent.every((q) => typeof q.name === 'string' && q.name.length > 0)).toBe(true);
      // One name per SQL text, the same on every call.
      expect(new Set(sent.map((q) => q.name)).size).toBe(4);
      expect(sent.find((q) => q.text === PAGE)!.values).toEqual([7, 30]);
      expect(most()).toBe(2);

      sent.length = 0;
      await fetch(`${base}/old/0`, { method: 'POST', body: '{}' });
      expect(sent.map((q) => [q.name, q.text])).toEqual([SESSION, COUNT, PAGE, CARDS].map((sql) => [undefined, sql]));
    } finally {
      server.close();
      await drain();
    }
  });
});
