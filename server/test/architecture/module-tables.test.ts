import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredTables, importedPaths, moduleNames, SERVER_SRC, sourceFiles, tableOwners, tableRefs } from '../helpers/table-refs';

/**
 * Each module reads and writes only the tables it declares in its schema.ts; what it needs of another module's
 * rows comes through that module's index.ts. This reads every source file of every module (and of ops, http and
 * lib, which own no table) for the tables its SQL names — Kysely builder calls and raw SQL alike — and fails on
 * a table owned by someone else. Only migrations (db/migrations) may name any table. The demo seed lives above
 * the modules: it names no module's table (it calls their index.ts), and nothing in db/ or in a module imports
 * the seed's code, nor does db/ import a module.
 */

/**
 * Crossings still to be moved behind the owner's index.ts, as `module → table`. The list only shrinks: a pair
 * that no longer occurs fails the test too, so it has to be taken off when it is fixed.
 */
const NOT_YET_MOVED = new Set<string>([]);

const owners = tableOwners();
const known = new Set(owners.keys());

function crossings(): { pair: string; where: string }[] {
  const out: { pair: string; where: string }[] = [];
  const zones = [
    ...moduleNames().map((m) => ({ name: m, folder: `modules/${m}` })),
    ...['ops', 'http', 'lib'].map((z) => ({ name: z, folder: z })),
  ];
  for (const zone of zones) {
    for (const file of sourceFiles(zone.folder)) {
      if (file === `${zone.folder}/schema.ts`) continue;
      for (const ref of tableRefs(readFileSync(path.join(SERVER_SRC, file), 'utf8'), known)) {
        if (owners.get(ref.table) !== zone.name)
          out.push({
            pair: `${zone.name} → ${ref.table}`,
            where: `server/src/${file}:${ref.line} (${ref.table} is ${owners.get(ref.table)}'s)`,
          });
      }
    }
  }
  return out;
}

describe('module tables', () => {
  it('every table has one owner, and the owners are modules (or db/schema.ts for its own)', () => {
    expect(owners.size).toBeGreaterThan(40);
    for (const owner of new Set(owners.values())) expect(['db', ...moduleNames()]).toContain(owner);
    expect(owners.get('candidate')).toBe('candidates');
    expect(owners.get('task_order')).toBe('orders');
    expect(owners.get('settlement')).toBe('settlements');
  });

  it("no module's SQL names another module's table", () => {
    const found = crossings();
    const unexpected = found.filter((c) => !NOT_YET_MOVED.has(c.pair)).map((c) => c.where);
    expect(unexpected, "a module's SQL names another module's table: ask the owner's index.ts instead").toEqual([]);
    const fixed = [...NOT_YET_MOVED].filter((pair) => !found.some((c) => c.pair === pair));
    expect(fixed, 'no longer crossing: take these off NOT_YET_MOVED').toEqual([]);
  });

  it("the demo seed's SQL names no module's table (only db/schema.ts's own, e.g. its marker rows in app_meta)", () => {
    const found = sourceFiles('seed').flatMap((file) =>
      tableRefs(readFileSync(path.join(SERVER_SRC, file), 'utf8'), known)
        .filter((ref) => owners.get(ref.table) !== 'db')
        .map((ref) => `server/src/${file}:${ref.line} (${ref.table} is ${owners.get(ref.table)}'s)`),
    );
    expect(found, "the seed writes a module's table with its own SQL: call that module's index.ts instead").toEqual([]);
  });

  it('nothing in db/ imports a module or the seed, and no module imports the seed', () => {
    const into = (folder: string) => (target: string) =>
      target === path.join(SERVER_SRC, folder) || target.startsWith(path.join(SERVER_SRC, folder) + path.sep);
    const offending = (zone: string, forbidden: string[]) =>
      sourceFiles(zone).flatMap((file) =>
        importedPaths(readFileSync(path.join(SERVER_SRC, file), 'utf8'), path.join(SERVER_SRC, file))
          .filter((target) => forbidden.some((f) => into(f)(target)))
          .map((target) => `server/src/${file} imports ${path.relative(SERVER_SRC, target)}`),
      );
    expect([...offending('db', ['modules', 'seed']), ...offending('modules', ['seed'])]).toEqual([]);
  });

  it('reads the relative imports of a source file, static and dynamic', () => {
    const file = path.join(SERVER_SRC, 'db/x.ts');
    const src =
      "import type { A } from '../modules/tasks';\nimport { b } from 'kysely';\nexport { c } from './c';\nconst d = await import('../seed/index');\n// import { e } from '../modules/e';";
    expect(importedPaths(src, file).map((p) => path.relative(SERVER_SRC, p))).toEqual(['modules/tasks', 'db/c', 'seed/index']);
  });

  it('finds the tables in builder calls and raw SQL, and not in comments or messages', () => {
    const tables = new Set(['task', 'task_order', 'supplier_member', 'candidate', 'app_user']);
    const names = (src: string) => tableRefs(src, tables).map((r) => r.table);
    // A settlements-style read of an order: task_order and task are not that module's tables.
    expect(names("trx.selectFrom('task_order as o').innerJoin('task as t', 't.id', 'o.task_id').select(['o.id'])")).toEqual([
      'task_order',
      'task',
    ]);
    expect(names("db.selectFrom(['candidate as c', 'app_user as u'])")).toEqual(['candidate', 'app_user']);
    expect(names("eb.exists(eb.selectFrom('supplier_member').select('user_id'))")).toEqual(['supplier_member']);
    expect(names('sql`select 1 from supplier_member m join app_user u on u.id = m.user_id`')).toEqual(['supplier_member', 'app_user']);
    expect(names('await sql`vacuum analyze task`.execute(db)')).toEqual(['task']);
    expect(names('const q = `UPDATE task SET status = 1`; // a join task_order here is a comment')).toEqual(['task']);
    expect(names("/* selectFrom('candidate') */ throw new Error('候选人不存在'); db.selectFrom('settlement')")).toEqual([]);
    expect(names("selectFrom('task_order_view')")).toEqual([]);
  });

  it('reads the tables a schema.ts declares', () => {
    const src =
      "export interface XTable { a: string }\ndeclare module '../../db/schema' {\n  interface Database {\n    x_one: XTable;\n    // x_two: gone\n    x_three: XTable;\n  }\n}\n";
    expect(declaredTables(src)).toEqual(['x_one', 'x_three']);
  });
});
