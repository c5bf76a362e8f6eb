import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs, without type declarations
import { findPostgresBin } from '../../../scripts/system-tools.mjs';
import { freePort } from './server';

export interface TestPostgres {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster for browser tests that need several app servers on one database (as
 * scripts/with-postgres.mjs makes one for the server suite). Null when Debian's postgresql is not installed.
 */
export async function startPostgres(): Promise<TestPostgres | null> {
  const bin = (findPostgresBin as () => string | null)();
  if (!bin) return null;
  const isRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) => {
    const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stdout ?? ''}${r.stderr ?? ''}`);
  };
  const dir = mkdtempSync(join(tmpdir(), 'e2e-postgres-'));
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
