import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    // Every core: vitest's own default leaves one free (one worker on a 2-core machine, the other core idle while the
    // unit and PGlite server files run one after another). VITEST_MAX_WORKERS overrides it (scripts/test.mjs gives
    // the PostgreSQL suite one worker while the browser tests run beside it).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        // Node runs antd's CommonJS build (lib/) for `antd`; a deep `antd/es/...` import (the build's finer imports)
        // must reach the same copy, or it would not see the ConfigProvider's locale and theme.
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
          ],
        },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup.ts'],
          // jsdom screens take 1–10 s each on this machine, far more when both cores are busy: vitest's 5 s default
          // failed tests that were only slow. A test that hangs still fails, only later.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          // Files share a worker's modules instead of importing Fastify, Kysely, PGlite and every module again for each
          // of a hundred files (that import was half the project's CPU time). Safe because each file builds its own
          // app and database and no server test mocks modules, stubs globals or fakes timers.
          isolate: false,
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          globals: true,
          // A real browser loads chunks and talks to a real server: give assertions time, not the defaults' 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
