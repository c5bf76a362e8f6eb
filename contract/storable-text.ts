import { z } from 'zod';

/** A UTF-16 surrogate without its partner: valid in a JS string (and in JSON's \u escapes), not in UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store this text (its text type refuses U+0000 and is UTF-8), or null. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\0')) return '不能包含空字符（\\u0000）';
  if (LONE_SURROGATE.test(text)) return '包含无效的字符（不成对的 UTF-16 代理项）';
  return null;
}

/**
 * The check every request string carries: text PostgreSQL cannot store is refused by the schema itself, naming
 * the field, so no route depends on a hook to keep it out of a query (where it would fail as a 500).
 */
export const storableCheck = z.superRefine<string>((value, ctx) => {
  const reason = unstorableReason(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason, input: value });
});

/** A request string: `z.string()` that refuses text PostgreSQL cannot store. Build every request string on it. */
export const storable = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableCheck);
