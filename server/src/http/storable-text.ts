import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { unstorableReason } from '@contract/storable-text';
import { BusinessError } from './envelope';
import { fieldPath } from './zod-messages';

/** A field's path as a chain to its parent: one node per value, shared by its children (no copy per level). */
interface PathNode {
  key: PropertyKey;
  parent: PathNode | null;
}

function pathOf(root: readonly PropertyKey[], node: PathNode | null): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return [...root, ...keys.reverse()];
}

/**
 * The first string or key in a parsed value PostgreSQL could not store, as `field：reason`. Iterative and linear
 * in the size of the value: bodies may nest deeply (and a path copied at every level made a 60 KB body of 30,000
 * nested arrays cost seconds). A bad key is reported on the object that holds it (the key itself is not printable).
 */
export function findUnstorable(value: unknown, root: PropertyKey[] = []): { field: string; message: string } | null {
  const pending: { value: unknown; path: PathNode | null }[] = [{ value, path: null }];
  while (pending.length) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const reason = unstorableReason(next.value);
      if (reason) return { field: fieldPath(pathOf(root, next.path)), message: reason };
    } else if (next.value !== null && typeof next.value === 'object') {
      const isArray = Array.isArray(next.value);
      for (const [key, child] of Object.entries(next.value)) {
        const reason = isArray ? null : unstorableReason(key);
        if (reason) return { field: fieldPath(pathOf(root, next.path)), message: `字段名${reason}` };
        pending.push({ value: child, path: { key: isArray ? Number(key) : key, parent: next.path } });
      }
    }
  }
  return null;
}

/** Request headers whose values end up in the database (user_session.user_agent). */
const STORED_HEADERS = ['user-agent'] as const;

/**
 * One check before validation, for every API call: text PostgreSQL cannot store is refused with E000400 naming the
 * field, instead of failing as a 500 in whatever query meets it first.
 */
export function unstorableInput(request: FastifyRequest): BusinessError | null {
  const issue =
    findUnstorable(request.body) ??
    findUnstorable(request.query) ??
    STORED_HEADERS.map((name) => findUnstorable(request.headers[name], [name])).find(Boolean) ??
    null;
  return issue ? new BusinessError(ERROR_CODES.validation, `${issue.field || '请求体'}：${issue.message}`) : null;
}
