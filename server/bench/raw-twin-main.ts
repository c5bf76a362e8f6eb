import { readFileSync } from 'node:fs';
import pg from 'pg';
import { pgTypes } from '../src/db/connect';
import { rawServer, type RecordedQuery } from './raw-twin';

/**
 * The raw twin in a process of its own (`node --import tsx server/bench/raw-twin-main.ts <recorded.json>`, with
 * DATABASE_URL, PORT and BENCH_POOL_SIZE): the bench starts it beside the gateway's own process.
 */
const file = process.argv[2];
if (!file || !process.env.DATABASE_URL) throw new Error('usage: DATABASE_URL=… PORT=… raw-twin-main.ts <recorded.json>');
const recorded = new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, RecordedQuery[]][]);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, types: pgTypes, max: Number(process.env.BENCH_POOL_SIZE ?? 10) });
const { server, drain } = rawServer(pool, recorded);
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void drain().then(() => pool.end());
});
