import { z } from 'zod';
import { storable } from './storable-text';
import { ID_MAX, PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SORT_ORDERS } from './http.meta';

export * from './http.meta';
export { storable, unstorableReason } from './storable-text';

/** Which service a call goes to: the supplier gateway, the content service or the platform console's API. */
export type Base = 'gateway' | 'cms' | 'platform';

/**
 * One call of spec §7: where it goes, how its payload travels, and the schemas of its payload and of the
 * envelope's `data`. The server validates with these schemas; the SPA uses only their types.
 */
export interface Endpoint<P extends string = string, Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  base: Base;
  path: P;
  method: 'POST' | 'GET';
  encoding: 'json' | 'form';
  request: Req;
  response: Res;
}

export function endpoint<const P extends string, Req extends z.ZodType, Res extends z.ZodType>(e: {
  base?: Base;
  path: P;
  method?: 'POST' | 'GET';
  encoding?: 'json' | 'form';
  request: Req;
  response: Res;
}): Endpoint<P, Req, Res> {
  return { base: 'gateway', method: 'POST', encoding: 'json', ...e };
}

/** The payload a caller sends (before defaults apply). */
export type RequestOf<E> = E extends Endpoint<string, infer R, z.ZodType> ? z.input<R> : never;
/** The envelope's `data` on success. */
export type ResponseOf<E> = E extends Endpoint<string, z.ZodType, infer R> ? z.output<R> : never;
/** Who may call a path: `/unlimited/` anyone, `/open/` anyone (personalised with a token), `/auth/` logged in. */
export type Access = 'unlimited' | 'open' | 'auth';

export function accessOf(path: string): Access {
  if (path.includes('/auth/')) return 'auth';
  if (path.includes('/open/')) return 'open';
  return 'unlimited';
}

export interface Envelope<T> {
  flag: boolean;
  errorCode: string | null;
  errorMsg: string | null;
  data: T;
}

/** A string the server trims (API.md: the server never trusts the client to trim) and can store. */
export const text = (max = 200) => storable().trim().max(max, `长度不能超过 ${max} 个字符`);
export const id = storable().trim().min(1, '不能为空').max(ID_MAX, `长度不能超过 ${ID_MAX} 个字符`);

export const pageRequest = {
  pageNum: z.number().int('必须是整数').min(1, '不能小于 1').max(PAGE_NUM_MAX, `不能大于 ${PAGE_NUM_MAX}`).default(1),
  pageSize: z.number().int('必须是整数').min(1, '不能小于 1').max(PAGE_SIZE_MAX, `不能大于 ${PAGE_SIZE_MAX}`).default(PAGE_SIZE_DEFAULT),
};

/**
 * `sortField` (one of the list's fields, named as in its rows) and `sortOrder` (`desc` when absent). Without
 * `sortField` the list keeps its own order. An unknown field or order is refused with the choices in Chinese.
 */
export function sortRequest<const F extends readonly [string, ...string[]]>(fields: F, labels: Record<F[number], string>) {
  const choices = fields.map((f) => `${labels[f as F[number]]}（${f}）`).join('、');
  return {
    sortField: z.enum(fields, `排序字段只能是 ${choices}`).optional(),
    sortOrder: z.enum(SORT_ORDERS, '排序方向只能是 asc（升序）或 desc（降序）').optional(),
  };
}

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const empty = z.strictObject({});
export const nothing = z.null();
