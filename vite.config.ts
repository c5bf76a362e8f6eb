import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/precompress';
import { firstPaintFirst } from './scripts/first-paint';
import { routePreloads } from './scripts/route-preloads';

const gatewayTarget = process.env.GATEWAY_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompressAssets(), firstPaintFirst(), routePreloads()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  server: {
    // The gateway server (server/) answers both the supplier API and the content service.
    proxy: {
      // ws: the notice socket lives under /api too (features/notifications).
      '/api': { target: gatewayTarget, changeOrigin: true, ws: true },
      '/cms': { target: gatewayTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      // ws: the notice socket lives under /api too (features/notifications).
      '/api': { target: gatewayTarget, changeOrigin: true, ws: true },
      '/cms': { target: gatewayTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the entry (1.2 KB): browsers without <link rel=modulepreload> (Safari < 17) still
    // load every module through its import, only without fetching ahead.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each entry and lazy route pulls in (scripts/check-budgets.mjs reads it).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // react-dom alone is ~200 KB minified: its own chunk keeps every chunk under the 300 KB budget and lets it be
        // cached apart from antd's core, which changes with every antd update.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            // What every page runs before its first render (the entry imports all of it): one file compresses
            // better than the dozen the automatic split makes of it.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|redux|redux-persist|immer|reselect|axios|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // antd's styling engine and theme, which every antd component needs.
            {
              name: 'antd-core',
              test: /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion[\\/]hash|@emotion[\\/]unitless|antd[\\/]es[\\/](theme|config-provider|locale|_util|style)|@rc-component[\\/]util)[\\/]/,
              priority: 1,
            },
          ],
        },
        // Route modules live in src/app/routes: each becomes its own `route-<name>` chunk.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/') ? 'assets/route-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
