import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/precompress';

/**
 * The platform console (`/platform`, platform.html → src/platform/): a build of its own, written into the supplier
 * build's dist/ after it (`npm run build`), so no chunk of the supplier's pages holds console code and the supplier
 * build's chunking (and its budgets) stay exactly as they were. Its manifest is dist/.vite/platform-manifest.json.
 */
export default defineConfig({
  plugins: [react(), precompressAssets()],
  // The supplier build already copied public/.
  publicDir: false,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    manifest: '.vite/platform-manifest.json',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: { platform: fileURLToPath(new URL('./platform.html', import.meta.url)) },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'platform-react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'platform-antd-core',
              test: /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion[\\/]hash|@emotion[\\/]unitless|antd[\\/]es[\\/](theme|config-provider|locale|_util|style)|@rc-component[\\/]util)[\\/]/,
              priority: 1,
            },
          ],
        },
        // Every console file starts with `platform-`, so a look at dist/assets tells the two builds apart.
        entryFileNames: 'assets/platform-[hash].js',
        chunkFileNames: (chunk) => (chunk.name.startsWith('platform') ? 'assets/[name]-[hash].js' : 'assets/platform-[name]-[hash].js'),
        assetFileNames: 'assets/platform-[name]-[hash][extname]',
      },
    },
  },
});
