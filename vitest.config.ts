import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // Node runs antd's CommonJS build (lib/) for `antd`; a deep `antd/es/...` import (the build's finer imports)
        // must reach the same copy, or it would not see the ConfigProvider's locale and theme.
        resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
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
