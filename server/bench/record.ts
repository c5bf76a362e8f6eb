import { CompiledQuery } from 'kysely';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase } from '../src/db/connect';
import type { ListCase } from './cases';
import { explainRecorded } from './explain';
import { call } from './measure';
import { describePlan, type Recorded, type RecordedQuery } from './raw-twin';
import { BenchSms } from './sessions';

/**
 * Records the queries each case sends, for its raw twin. The recording app is the same code on the same database
 * (the sessions are shared), with its own logged Kysely; it is closed before anything is measured.
 */
export async function recordCases(
  databaseUrl: string,
  config: Config,
  targets: readonly { c: ListCase; rawPath: string }[],
  tokenOf: (c: ListCase) => string | undefined,
): Promise<Recorded> {
  const recorded: Recorded = new Map();
  let recording: RecordedQuery[] | null = null;
  const onQuery = (sql: string, parameters: readonly unknown[], durationMs: number) => {
    const end = performance.now();
    recording?.push({ sql, parameters: [...parameters], start: end - durationMs, end });
  };
  const recorder = openDatabase({ databaseUrl, onQuery });
  const recordingApp = await buildApp({ db: recorder.db, sms: new BenchSms(), config });
  try {
    const recordingBase = await recordingApp.listen({ port: 0, host: '127.0.0.1' });
    for (const t of targets) {
      // The first call fills the app's caches (reference labels); the second sends what every later call sends.
      await call(recordingBase, t.c.endpoint, t.c.body, tokenOf(t.c));
      recording = [];
      await call(recordingBase, t.c.endpoint, t.c.body, tokenOf(t.c));
      const queries: RecordedQuery[] = recording;
      recording = null;
      // The rows each statement returns tell which of them needs another's (raw-twin.ts).
      for (const q of queries) q.rows = (await recorder.db.executeQuery(CompiledQuery.raw(q.sql, q.parameters))).rows;
      recorded.set(t.rawPath, queries);
      console.log(`${t.c.name}: ${describePlan(queries)}`);
      if (process.env.BENCH_EXPLAIN === '1') await explainRecorded(recorder.db, t.c.name, queries);
    }
  } finally {
    await recordingApp.close();
    await recorder.db.destroy();
  }
  return recorded;
}
