import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/precompress';
import { firstPaintFirst } from './scripts/first-paint';
import { routePreloads } from './scripts/route-preloads';

/** The name Rolldown gives the chunk holding the entry's code (chunkFileNames below), so its stylesheet is named alike. */
let appChunkName: string | undefined;

const gatewayTarget = process.env.GATEWAY_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** `npm run dev`: the platform console's addresses get its page (platform.html), as the server sends it (http/spa.ts). */
const consolePages: Plugin = {
  name: 'platform-console-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/platform(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/platform.html';
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), precompressAssets(), firstPaintFirst(), routePreloads(), consolePages],
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
      // Required by experimentalInlineCommonChunks below (the entry's exports are not used by anything).
      preserveEntrySignatures: false,
      output: {
        // react-dom alone is ~200 KB minified: its own chunk keeps every chunk under the 300 KB budget and lets it be
        // cached apart from antd's core, which changes with every antd update.
        codeSplitting: {
          // Automatic splitting cut the code shared by some screens into one file per set of screens: a logged-in
          // screen's first visit fetched 35-54 scripts, most under 1 KB. On HTTP/1.1 a browser opens 6 connections
          // to a host, so on a phone line (150 ms a round trip) those were 6-9 rounds of requests before the first
          // render; Lighthouse put 88 % of the logged-in screens' LCP (3.4-4.0 s) there. A common chunk under 20 KB of
          // source is now copied into the chunks that use it: 6-12 scripts a visit, and fewer bytes (each file
          // carried its own imports and exports). Rolldown's runtime keeps one instance of each copied module (one
          // state, one execution), and strict execution order (which it turns on) keeps the modules' order. Chunks
          // with styles stay files: Vite emits a chunk's CSS from every chunk that holds its module.
          experimentalInlineCommonChunks: { maxSize: 20000, exclude: /\.(css|scss|less)(\?|$)/ },
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
            // The rest of what the entry imports statically (the app's shell, router, store and http layer): one file
            // instead of a dozen small ones every page waited for.
            { name: 'app', tags: ['$initial'], priority: 0 },
          ],
        },
        // Route modules live in src/app/routes: each becomes its own `route-<name>` chunk. The `app` group's chunk
        // (with the entry's code, see above) is named after the project's folder by Rolldown: `app` whatever the clone.
        chunkFileNames: (chunk) => {
          if (chunk.facadeModuleId?.includes('/src/app/routes/')) return 'assets/route-[name]-[hash].js';
          if (chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx'))) {
            appChunkName = chunk.name;
            return 'assets/app-[hash].js';
          }
          return 'assets/[name]-[hash].js';
        },
        // Its stylesheet (the entry's, inlined by first-paint.ts) likewise.
        assetFileNames: (asset) =>
          appChunkName && asset.names.includes(`${appChunkName}.css`) ? 'assets/app-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
