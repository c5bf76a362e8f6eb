import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts in the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|wasm)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every hashed asset of the build, so the
 * server sends them as they are (Content-Encoding) instead of compressing on every request, or not at all.
 * A copy that would not be smaller than the file is not written.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((f) => f.startsWith('assets/') && COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          const { size } = await stat(full);
          const [br, gzipped] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < size) await writeFile(`${full}.br`, br);
          if (gzipped.length < size) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}
