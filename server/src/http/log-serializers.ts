import { stdSerializers } from 'pino';

/**
 * Properties a database error may carry that repeat the statement or the data it was given: PGlite attaches the
 * SQL, its parameters and options; PostgreSQL's `detail` quotes offending values (`Key (phone)=(138…)`) and its
 * `where` may quote a parameter (`unnamed portal parameter $8 = '…'`). The log keeps the code, the message and
 * the source location; never the query or what a caller sent.
 */
const QUERY_PROPERTIES = ['query', 'params', 'parameters', 'queryOptions', 'sql', 'detail', 'where', 'internalQuery'] as const;

/** pino's error serializer without the statement, applied to causes too. */
export function serializeError(err: Error): ReturnType<typeof stdSerializers.err> {
  const out = stdSerializers.err(err) as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  const pending: Record<string, unknown>[] = [out];
  while (pending.length) {
    const next = pending.pop()!;
    for (const key of QUERY_PROPERTIES) delete next[key];
    if (next.cause && typeof next.cause === 'object') pending.push(next.cause as Record<string, unknown>);
    if (Array.isArray(next.aggregateErrors)) pending.push(...(next.aggregateErrors as Record<string, unknown>[]));
  }
  return out;
}
