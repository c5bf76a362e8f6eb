import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { BusinessError } from './envelope';
import { fieldPath } from './zod-messages';

/** A UTF-16 surrogate without its partner: valid in a JS string (and in JSON's \u escapes), not in UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store this text (its text type refuses U+0000 and is UTF-8), or null. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\0')) return '不能包含空字符（\\u0000）';
  if (LONE_SURROGATE.test(text)) return '包含无效的字符（不成对的 UTF-16 代理项）';
  return null;
}

/**
 * The first string or key in a parsed value PostgreSQL could not store, as `field：reason`. Iterative: bodies may
 * nest deeply. A bad key is reported on the object that holds it (the key itself is not printable).
 */
export function findUnstorable(value: unknown, root: PropertyKey[] = []): { field: string; message: string } | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: root }];
  while (pending.length) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const reason = unstorableReason(next.value);
      if (reason) return { field: fieldPath(next.path), message: reason };
    } else if (next.value !== null && typeof next.value === 'object') {
      const isArray = Array.isArray(next.value);
      for (const [key, child] of Object.entries(next.value)) {
        const reason = isArray ? null : unstorableReason(key);
        if (reason) return { field: fieldPath(next.path), message: `字段名${reason}` };
        pending.push({ value: child, path: [...next.path, isArray ? Number(key) : key] });
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
