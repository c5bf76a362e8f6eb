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

/**
 * Whether any string or key in a parsed value is unstorable: the answer for nearly every request is no, found
 * without the paths and entry arrays findUnstorable builds to name the field (which then runs only on a yes).
 */
function anyUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return unstorableReason(value) !== null;
  if (value === null || typeof value !== 'object') return false;
  const pending: object[] = [value];
  while (pending.length) {
    const node = pending.pop() as Record<string, unknown>;
    const isArray = Array.isArray(node);
    // Own enumerable string keys, as Object.entries (findUnstorable) reads them.
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      if (!isArray && unstorableReason(key) !== null) return true;
      const child = node[key];
      if (typeof child === 'string') {
        if (unstorableReason(child) !== null) return true;
      } else if (child !== null && typeof child === 'object') pending.push(child);
    }
  }
  return false;
}

/** Request headers whose values end up in the database (user_session.user_agent). */
const STORED_HEADERS = ['user-agent'] as const;

/**
 * One check before validation, for every API call: text PostgreSQL cannot store is refused with E000400 naming the
 * field, instead of failing as a 500 in whatever query meets it first.
 */
export function unstorableInput(request: FastifyRequest): BusinessError | null {
  if (!anyUnstorable(request.body) && !anyUnstorable(request.query) && !STORED_HEADERS.some((name) => anyUnstorable(request.headers[name])))
    return null;
  const issue =
    findUnstorable(request.body) ??
    findUnstorable(request.query) ??
    STORED_HEADERS.map((name) => findUnstorable(request.headers[name], [name])).find(Boolean) ??
    null;
  return issue ? new BusinessError(ERROR_CODES.validation, `${issue.field || '请求体'}：${issue.message}`) : null;
}
