import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['server/src', 'src', 'contract'];
/** The aliases of tsconfig.json `paths` and vite.config.ts `resolve.alias`. */
const ALIASES: [prefix: string, dir: string][] = [
  ['@contract/', 'contract/'],
  ['@/', 'src/'],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * The modules a file loads when it runs: its `import … from` and `export … from` statements (and bare
 * `import './x'`). `import type` and `export type` are left out, since they vanish at runtime; so are dynamic
 * `import()`s, which load later rather than while the file is evaluated.
 */
function runtimeSpecifiers(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const s of file.statements) {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly && ts.isStringLiteral(s.moduleSpecifier)) out.push(s.moduleSpecifier.text);
    if (ts.isExportDeclaration(s) && !s.isTypeOnly && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier))
      out.push(s.moduleSpecifier.text);
  }
  return out;
}

/** The scanned file a specifier names, or null for a package (or anything outside the scanned folders). */
function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(from, '..', specifier);
  for (const [prefix, dir] of ALIASES) if (specifier.startsWith(prefix)) base = join(ROOT, dir, specifier.slice(prefix.length));
  if (base === null) return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SCANNED) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const targets = runtimeSpecifiers(file)
        .map((s) => resolveSpecifier(file, s))
        .filter((t): t is string => t !== null);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** One cycle per strongly connected component (Tarjan), as the files in import order back to the first. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return components.map((c) => cycleIn(graph, new Set(c)));
}

/** A shortest path from the component's first file back to itself, staying inside the component. */
function cycleIn(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component];
}

describe('no import cycles', () => {
  it('finds a cycle in a small graph', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(g)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('server/src, src and contract load no file that (through others) loads it again', () => {
    const cycles = importCycles(importGraph()).map((c) => c.map((f) => relative(ROOT, f)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
