import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The SPA's import graph, as the bundler sees it: every module reached from src/main.tsx through value imports
 * (`import type` and `export type` are erased and do not count; `import { type X }` still loads its module).
 * zod must not be in it: the SPA takes contract values from the zod-free `contract/*.meta.ts` files only.
 */
const ROOT = resolve(__dirname, '../..');
const ALIASES: [prefix: string, dir: string][] = [
  ['@/', resolve(ROOT, 'src')],
  ['@contract/', resolve(ROOT, 'contract')],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? resolve(alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) if (existsSync(base + ext) && /\.(ts|tsx)$/.test(base + ext)) return base + ext;
  // CSS and other assets: not code.
  return existsSync(base) ? base : null;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function spaImportGraph(entry = resolve(ROOT, 'src/main.tsx')) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const specifier of valueImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !specifier.startsWith('@contract/'))
        packages.add(packageOf(specifier));
      else throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages: [...packages] };
}

/** The packages a package needs at run time (its dependencies), to see whether zod comes in through one of them. */
function dependenciesOf(name: string): string[] {
  const require = createRequire(resolve(ROOT, 'package.json'));
  try {
    const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { dependencies?: Record<string, string> };
    return Object.keys(pkg.dependencies ?? {});
  } catch {
    // Packages whose exports map hides package.json: find it on disk.
    const path = resolve(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(path)) return [];
    return Object.keys((JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  }
}

describe('the SPA bundle', () => {
  const graph = spaImportGraph();

  it('reaches the app, the lazy screens and the contract meta files', () => {
    // The walk itself works: it finds modules a route chunk needs and the contract values the SPA uses.
    expect(graph.files).toContain('src/app/routes/find-job.tsx');
    expect(graph.files).toContain('src/features/tasks/filters.ts');
    expect(graph.files).toContain('contract/login.meta.ts');
    expect(graph.files).toContain('contract/http.meta.ts');
    expect(graph.packages).toEqual(expect.arrayContaining(['react', 'antd', 'axios']));
  });

  it('holds no zod: no contract schema file, no zod package, no package that depends on zod', () => {
    const contractFiles = graph.files.filter((f) => f.startsWith('contract/'));
    // The zod-free value modules: `*.meta.ts` and the ID-number and credit-code rules the forms share with the server, the route table.
    const zodFree = ['contract/id-number.ts', 'contract/credit-code.ts', 'contract/routes.ts'];
    expect(contractFiles.filter((f) => !f.endsWith('.meta.ts') && !zodFree.includes(f))).toEqual([]);
    expect(graph.packages).not.toContain('zod');
    const withZod = graph.packages.filter((name) => dependenciesOf(name).includes('zod'));
    expect(withZod).toEqual([]);
  });

  it('meta files import only other meta files', () => {
    for (const file of graph.files.filter((f) => f.endsWith('.meta.ts'))) {
      for (const specifier of valueImports(resolve(ROOT, file))) expect(`${file} → ${specifier}`).toMatch(/→ \.\/[\w-]+\.meta$/);
    }
  });
});

describe("the platform console's bundle", () => {
  const graph = spaImportGraph(resolve(ROOT, 'src/platform/main.tsx'));

  it('reaches its screens and holds no zod', () => {
    expect(graph.files).toContain('src/platform/screens/settlements-screen.tsx');
    expect(graph.files).toContain('contract/platform/http.meta.ts');
    const contractFiles = graph.files.filter((f) => f.startsWith('contract/'));
    expect(contractFiles.filter((f) => !f.endsWith('.meta.ts') && f !== 'contract/routes.ts')).toEqual([]);
    expect(graph.packages).not.toContain('zod');
  });

  it("is apart from the supplier's pages: neither entry reaches the other's code", () => {
    expect(spaImportGraph().files.filter((f) => f.startsWith('src/platform/'))).toEqual([]);
    expect(graph.files).not.toContain('src/main.tsx');
    expect(graph.files.filter((f) => f.startsWith('src/app/'))).toEqual([]);
  });
});
