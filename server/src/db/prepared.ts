import type { Compilable, CompiledQuery } from 'kysely';
import { directRunnerOf } from './direct';
import type { Executor } from './schema';

/** Stands for one value while a prepared query is built; compiles to the parameter it will fill. */
class Slot {
  constructor(readonly key: string) {}
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: the key of the value that fills it, or a constant the query itself holds (a status code). */
  fill: ({ key: string } | { constant: unknown })[];
}

/**
 * Checks every call against a fresh build while the test suites run (vitest sets VITEST): a builder that looks at
 * a value instead of passing it to Kysely, or a shape missing from `shape`, fails the test that meets it.
 */
const CHECK = process.env.VITEST !== undefined || process.env.PREPARED_QUERY_CHECK === '1';

/**
 * A hot query built and compiled once per shape, then run with each call's values. Kysely otherwise builds an
 * operation tree and compiles it to SQL on every call: on the list routes that was the largest cost the route
 * pays over the bare SQL. The SQL sent is exactly what the builder produces.
 *
 * The builder must only hand `values` to Kysely as values (`where(col, '=', v.x)`, `sql\`… ${v.x}\``,
 * `limit(v.n)`): while it is built they are placeholders. Whatever the SQL's text depends on (which filters are
 * present, a sort) goes into `shape`, which the builder sees as it is. An array value is one parameter
 * (`= any(${v.ids})`, `@> ${v.codes}::text[]`); an `in` list goes through listValues/listOf, its length in the shape.
 */
export function prepared<V extends object, R, S = undefined>(build: (db: Executor, values: V, shape: S) => Compilable<R>) {
  const templates = new Map<string, Template>();

  type ShapeArg = S extends undefined ? [] : [shape: S];

  function templateFor(db: Executor, values: V, shape: S): Template {
    const shapeKey = shape === undefined ? '' : JSON.stringify(shape);
    let template = templates.get(shapeKey);
    if (!template) {
      const slots = Object.fromEntries(Object.keys(values).map((key) => [key, new Slot(key)])) as unknown as V;
      const compiled = build(db, slots, shape).compile();
      const fill = compiled.parameters.map((p) => (p instanceof Slot ? { key: p.key } : { constant: p }));
      template = { compiled, fill };
      templates.set(shapeKey, template);
    }
    return template;
  }

  async function all(db: Executor, values: V, ...shapeArg: ShapeArg): Promise<R[]> {
    const shape = shapeArg[0] as S;
    const { compiled, fill } = templateFor(db, values, shape);
    const parameters = fill.map((f) => ('key' in f ? values[f.key as keyof V] : f.constant));
    const query: CompiledQuery<R> = { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, parameters };
    if (CHECK) assertSameQuery(query, build(db, values, shape).compile());
    const direct = directRunnerOf(db);
    if (direct) return (await direct(query.sql, parameters)) as R[];
    return (await db.executeQuery(query)).rows;
  }

  return {
    all,
    async first(db: Executor, values: V, ...shape: ShapeArg): Promise<R | undefined> {
      return (await all(db, values, ...shape))[0];
    },
  };
}

function assertSameQuery(prepared: CompiledQuery, fresh: CompiledQuery): void {
  const same =
    prepared.sql === fresh.sql &&
    prepared.parameters.length === fresh.parameters.length &&
    prepared.parameters.every((p, i) => Object.is(p, fresh.parameters[i]) || JSON.stringify(p) === JSON.stringify(fresh.parameters[i]));
  if (!same) {
    throw new Error(
      `prepared query differs from a fresh build:\n${prepared.sql}\n${JSON.stringify(prepared.parameters)}\nvs\n${fresh.sql}\n${JSON.stringify(fresh.parameters)}`,
    );
  }
}

/** An `in` list as prepared values (`{ i0, i1, … }`); its length is part of the shape. */
export function listValues<T>(items: readonly T[]): Record<string, T> {
  const values: Record<string, T> = {};
  items.forEach((item, i) => (values[`i${i}`] = item));
  return values;
}

/** The builder's side of listValues: the list of `n` values to hand to `in`. */
export function listOf<T>(values: Record<string, T>, n: number): T[] {
  return Array.from({ length: n }, (_, i) => values[`i${i}`]!);
}
