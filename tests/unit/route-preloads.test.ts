import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { screenLoaders } from '@/app/router';
import { ROUTE_PRELOADS_FILE, readPaths, readScreens, routePreloads } from '../../scripts/route-preloads';

const root = process.cwd();

describe('route-preloads reads the screens and their addresses from the sources', () => {
  it('finds every path of contract/routes.ts and every screen module of the router', () => {
    const read = readPaths(readFileSync(path.join(root, 'contract/routes.ts'), 'utf8'));
    expect(Object.fromEntries(read)).toEqual(paths);
    const screens = readScreens(readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8'), path.join(root, 'src/app'));
    expect([...screens.keys()].sort()).toEqual(Object.keys(screenLoaders).sort());
    expect(screens.get('candidateList')).toBe(path.join(root, 'src/app/routes/candidate-list.tsx'));
  });
});

describe('route-preloads writes each logged-in screen’s scripts beyond the entry’s', () => {
  it('lists the screen’s chunk with what it imports and the header’s, leaves out the entry’s and the public pages', () => {
    const routerDir = path.join(root, 'src/app');
    const screens = readScreens(readFileSync(path.join(routerDir, 'router.tsx'), 'utf8'), routerDir);
    const bundle: Record<string, { type: 'chunk'; fileName: string; isEntry?: boolean; facadeModuleId: string | null; imports: string[] }> =
      {
        'assets/index-e.js': {
          type: 'chunk',
          fileName: 'assets/index-e.js',
          isEntry: true,
          facadeModuleId: path.join(root, 'src/main.tsx'),
          imports: ['assets/framework-f.js'],
        },
        'assets/framework-f.js': { type: 'chunk', fileName: 'assets/framework-f.js', facadeModuleId: null, imports: [] },
        'assets/card-c.js': { type: 'chunk', fileName: 'assets/card-c.js', facadeModuleId: null, imports: ['assets/framework-f.js'] },
        'assets/app-header-h.js': {
          type: 'chunk',
          fileName: 'assets/app-header-h.js',
          facadeModuleId: path.join(routerDir, 'app-header.tsx'),
          imports: ['assets/framework-f.js'],
        },
      };
    for (const [name, source] of screens) {
      const fileName = `assets/route-${name}.js`;
      bundle[fileName] = { type: 'chunk', fileName, facadeModuleId: source, imports: ['assets/card-c.js', 'assets/framework-f.js'] };
    }
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = routePreloads(root);
    const generate = plugin.generateBundle as unknown as (this: unknown, options: unknown, b: typeof bundle) => void;
    generate.call(
      {
        emitFile: (f: { fileName: string; source: string }) => emitted.push(f),
        error: (m: string) => {
          throw new Error(m);
        },
      },
      {},
      bundle,
    );
    expect(emitted.map((e) => e.fileName)).toEqual([ROUTE_PRELOADS_FILE]);
    const table = JSON.parse(emitted[0].source) as { pattern: string; files: string[] }[];
    expect(table.find((t) => t.pattern === paths.order)?.files).toEqual([
      '/assets/route-order.js',
      '/assets/card-c.js',
      '/assets/app-header-h.js',
    ]);
    const listed = table.map((t) => t.pattern);
    for (const name of ['workbench', 'candidateList', 'settlementManagement', 'checkSettlementList'] as const)
      expect(listed).toContain(paths[name]);
    for (const name of ['login', 'home', 'findJob', 'workDetail', 'notFound'] as const) expect(listed).not.toContain(paths[name]);
  });
});
