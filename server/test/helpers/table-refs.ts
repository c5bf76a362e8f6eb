import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which tables a piece of server source names in SQL, and which module owns each table: the module tables test
 * (test/architecture/module-tables.test.ts) holds every module to its own tables with these.
 */

export const SERVER_SRC = path.resolve(__dirname, '../../src');

/** The source without comments (strings and templates kept as they are: raw SQL lives in them). */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < src.length) {
    const c = src[i];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += src[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i += 1;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      // Keep the line count, so line numbers still point at the source.
      out += src.slice(i, end < 0 ? src.length : end + 2).replace(/[^\n]/g, '');
      i = end < 0 ? src.length : end + 2;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Kysely's builder methods whose first argument names a table (`'name'` or `'name as alias'`, or an array of them). */
const BUILDER =
  /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|using|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|table)\(\s*(\[[^\]]*\]|(['"`])[^'"`]*\2)/g;
const NAME_IN_ARG = /(['"`])\s*([A-Za-z_]\w*)(?:\s+as\s+\w+)?\s*\1/g;
/** Raw SQL: the identifier after FROM, JOIN, INTO, UPDATE, TABLE or ANALYZE (kept only when it is a known table). */
const RAW = /\b(?:from|join|into|update|table|analyze)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export interface TableRef {
  table: string;
  line: number;
}

/** Every known table the source names in a Kysely builder call or in raw SQL, with its line. */
export function tableRefs(source: string, knownTables: ReadonlySet<string>): TableRef[] {
  const code = stripComments(source);
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const refs: TableRef[] = [];
  for (const m of code.matchAll(BUILDER)) {
    for (const n of m[1].matchAll(NAME_IN_ARG)) {
      if (knownTables.has(n[2])) refs.push({ table: n[2], line: lineOf(m.index) });
    }
  }
  for (const m of code.matchAll(RAW)) {
    const name = m[1].toLowerCase();
    if (knownTables.has(name)) refs.push({ table: name, line: lineOf(m.index) });
  }
  return refs;
}

const IMPORT = /\b(?:from|import)\s*\(?\s*(['"])(\.{1,2}\/[^'"]*)\1/g;

/** The absolute paths (without extension) a source file imports or re-exports relatively, static or dynamic; packages are left out. */
export function importedPaths(source: string, file: string): string[] {
  return [...stripComments(source).matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[2]));
}

/** The tables a schema.ts adds to (or, for db/schema.ts, declares in) the Database interface. */
export function declaredTables(schemaSource: string): string[] {
  const code = stripComments(schemaSource);
  const out: string[] = [];
  for (const m of code.matchAll(/interface Database \{([^}]*)\}/g)) {
    for (const k of m[1].matchAll(/^\s*(\w+)\s*:/gm)) out.push(k[1]);
  }
  return out;
}

export const moduleNames = () =>
  readdirSync(path.join(SERVER_SRC, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** table → owner: the module whose schema.ts declares it, or `db` for db/schema.ts's own tables. */
export function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const claim = (owner: string, file: string) => {
    for (const table of declaredTables(readFileSync(file, 'utf8'))) {
      const earlier = owners.get(table);
      if (earlier) throw new Error(`table ${table} is declared by both ${earlier} and ${owner}`);
      owners.set(table, owner);
    }
  };
  claim('db', path.join(SERVER_SRC, 'db/schema.ts'));
  for (const m of moduleNames()) {
    const file = path.join(SERVER_SRC, 'modules', m, 'schema.ts');
    try {
      claim(m, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return owners;
}

/** Every .ts file under a folder of server/src, as paths relative to server/src. */
export function sourceFiles(folder: string): string[] {
  const dir = path.join(SERVER_SRC, folder);
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(folder, f).split(path.sep).join('/'))
    .sort();
}
