import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../server/src/http/route-preloads';

/** Where the build writes the table (beside Vite's manifest); the server reads it from there. */
export { ROUTE_PRELOADS_FILE };

/** One screen's address pattern (react-router's, contract/routes.ts) and the scripts its first render needs. */
export interface RoutePreload {
  pattern: string;
  files: string[];
}

/**
 * Screens left out: the public pages (their first paint is tuned on its own: static shells, budgets, bench:web's
 * public Lighthouse runs; a visitor who is not logged in must not fetch a logged-in screen's code either), and
 * 404, the fallback for anything. What is left are the logged-in screens.
 */
const LEFT_OUT = new Set([
  'login',
  'home',
  'notFound',
  'findJob',
  'workDetail',
  'helpCenter',
  'helpCenterDetail',
  'agreementService',
  'accountActivation',
  'shareTalent',
]);

/** `name: '/path'` pairs of contract/routes.ts's `SPA_PATHS` object (the SPA's `paths`). */
export function readPaths(source: string): Map<string, string> {
  const body = /export const SPA_PATHS = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
  return new Map([...body.matchAll(/^\s*(\w+): '([^']+)',/gm)].map((m) => [m[1], m[2]]));
}

/** `name: () => import('./routes/x')` pairs of app/router.tsx's `screenLoaders`, as source files. */
export function readScreens(source: string, routerDir: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/^\s*(\w+): \(\) => import\('(\.\/routes\/[\w-]+)'\),/gm)].map((m) => [
      m[1],
      path.resolve(routerDir, `${m[2]}.tsx`),
    ]),
  );
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** A chunk and every chunk it imports statically (what Vite's loader fetches with it), the chunk first. */
function closure(bundle: Record<string, ChunkLike>, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of bundle[file]?.imports ?? []) visit(next);
  };
  visit(fileName);
  return [...seen];
}

/**
 * Writes, for each screen, the scripts of its chunk. The server names them in the page (`data-preload` on
 * `<html>`), and the boot script (first-paint.ts) asks for them together with the entry's: the screen's code no
 * longer waits for the entry to download and run before it is even requested, so on a slow line it arrives with
 * the entry and the screen's first data calls start one round of downloads sooner.
 */
export function routePreloads(root = process.cwd()): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const paths = readPaths(readFileSync(path.join(root, 'contract/routes.ts'), 'utf8'));
      const routerDir = path.join(root, 'src/app');
      const screens = readScreens(readFileSync(path.join(routerDir, 'router.tsx'), 'utf8'), routerDir);
      if (paths.size === 0 || screens.size === 0) this.error('route-preloads: could not read the paths or the screen loaders');
      const all = bundle as Record<string, ChunkLike>;
      const chunks = Object.values(all);
      const chunkOf = (source: string) => {
        const chunk = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId === source);
        if (!chunk) this.error(`route-preloads: no chunk for ${source}`);
        return chunk.fileName;
      };
      // What the entry brings is preloaded with it already; every screen listed here has the header.
      const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
      const known = new Set(entry ? closure(all, entry.fileName) : []);
      const header = closure(all, chunkOf(path.join(routerDir, 'app-header.tsx')));
      const table: RoutePreload[] = [];
      for (const [name, source] of screens) {
        const pattern = paths.get(name);
        if (!pattern || LEFT_OUT.has(name)) continue;
        const files = new Set([...closure(all, chunkOf(source)), ...header].filter((f) => !known.has(f)));
        table.push({ pattern, files: [...files].map((f) => `/${f}`) });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
