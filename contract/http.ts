import { z } from 'zod';

/** Which service a call goes to: the supplier gateway or the content service. */
export type Base = 'gateway' | 'cms';

/**
 * One call of spec §7: where it goes, how its payload travels, and the schemas of its payload and of the
 * envelope's `data`. The server validates with these schemas; the SPA uses only their types.
 */
export interface Endpoint<
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
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

/** Envelope codes after which the client must drop its session (API.md). */
export const SESSION_ENDING_CODES = ['E000008', 'E000021', 'E000022', 'E000050', 'E000067'] as const;
export type SessionEndingCode = (typeof SESSION_ENDING_CODES)[number];

/** Business error codes the gateway uses besides the session ones. */
export const ERROR_CODES = {
  validation: 'E000400',
  notFound: 'E000404',
  conflict: 'E000409',
  tooMany: 'E000429',
  codeInvalid: 'E000101',
  codeExpired: 'E000102',
  codeTooOften: 'E000103',
  codeDailyLimit: 'E000104',
  refreshInvalid: 'E000105',
  forbidden: 'E000403',
  notVerified: 'E000601',
  internal: 'E000500',
  /** Also the HTTP status of the same name; the code lets logs and tests tell them apart from other 4xx. */
  unauthorized: 'E000401',
  tokenExpired: 'E000420',
  accountDisabled: 'E000900',
  channelExpired: 'E000920',
  payloadTooLarge: 'E000413',
  unsupportedMediaType: 'E000415',
  /** The session-ending codes of SESSION_ENDING_CODES, by name. */
  sessionRevoked: 'E000008',
  phoneChanged: 'E000021',
  removedFromSupplier: 'E000022',
  supplierMismatch: 'E000050',
  supplierDisabled: 'E000067',
} as const;

export const PAGE_SIZE_MAX = 100;

/** A string the server trims (API.md: the server never trusts the client to trim). */
export const text = (max = 200) => z.string().trim().max(max, `长度不能超过 ${max} 个字符`);
export const id = z.string().trim().min(1, '不能为空').max(64, '长度不能超过 64 个字符');

export const pageRequest = {
  pageNum: z.number().int('必须是整数').min(1, '不能小于 1').max(100_000, '不能大于 100000').default(1),
  pageSize: z.number().int('必须是整数').min(1, '不能小于 1').max(PAGE_SIZE_MAX, `不能大于 ${PAGE_SIZE_MAX}`).default(30),
};

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
