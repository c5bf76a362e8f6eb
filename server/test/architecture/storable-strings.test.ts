import type { z } from 'zod';
import * as contract from '@contract/index';
import { storableCheck } from '@contract/storable-text';

/** What the server validates: every endpoint's payload and the form fields that travel with uploads. */
function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [domain, exports] of Object.entries(contract)) {
    if (typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      const v = value as { path?: unknown; request?: z.ZodType; _zod?: unknown };
      if (typeof v?.path === 'string' && v.request) found.push([`${domain}.${name}`, v.request]);
    }
  }
  found.push(['taskImport.taskImportFields', contract.taskImport.taskImportFields]);
  found.push(['verification.ocrParseFields', contract.verification.ocrParseFields]);
  found.push(['resumes.uploadFormFields', contract.resumes.uploadFormFields]);
  return found;
}

interface Def {
  type: string;
  format?: string;
  checks?: unknown[];
  [key: string]: unknown;
}

/** Every string schema inside `schema` that lacks the storable check (a built-in format such as a date is exact already). */
function bareStrings(schema: z.ZodType, path: string, out: string[], seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const walk = (child: unknown, step: string) => child && bareStrings(child as z.ZodType, `${path}${step}`, out, seen);
  switch (def.type) {
    case 'string':
      if (!def.format && !def.checks?.includes(storableCheck)) out.push(path || '(root)');
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `.${key}`);
      walk(def.catchall, '.*');
      break;
    case 'array':
      walk(def.element, '[]');
      break;
    case 'record':
      walk(def.keyType, '{key}');
      walk(def.valueType, '{}');
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `|${i}`));
      break;
    case 'intersection':
      walk(def.left, '&l');
      walk(def.right, '&r');
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((o, i) => walk(o, `[${i}]`));
      break;
    case 'pipe':
      // What a caller sends meets the pipe's input; its output schema sees it only after a transform.
      walk(def.in, '');
      if ((def.in as { _zod: { def: Def } })._zod.def.type === 'transform') walk(def.out, '');
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), '');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, '');
      break;
  }
  return out;
}

describe('request strings', () => {
  it('every string a request may carry refuses text PostgreSQL cannot store', () => {
    const bare = requestSchemas().flatMap(([name, schema]) => bareStrings(schema, '', []).map((p) => `${name}${p}`));
    expect(bare).toEqual([]);
  });
});
