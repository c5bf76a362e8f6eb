/**
 * The gateway's plain values (API.md), without zod: the SPA imports these, the schemas in http.ts build on them.
 * A `*.meta.ts` file imports nothing but other `*.meta.ts` files, so importing it never pulls zod into the bundle.
 */

/** Where the supplier gateway and the content service live on the gateway's origin (spec §7). */
export const API_BASE_PATH = '/api/jy-turing-suppliers';
export const CMS_BASE_PATH = '/cms';
/** Where the platform console's API lives (staff only; its own tokens). */
export const PLATFORM_BASE_PATH = '/api/jy-turing-platform';

/** The three headers every call carries (spec §6). */
export const SESSION_HEADERS = { token: 'AuthToken', appCode: 'AppCode', supplierId: 'suppliersId' } as const;
/** The AppCode header's value (spec §6). */
export const APP_CODE = 'turing_pc';
/** suppliersId when the user acts for no supplier (spec §6). */
export const NO_SUPPLIER_ID = '0';

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
  /** The SMS provider did not send (refused, unreachable, or the day's SMS budget is spent); nothing was counted. */
  smsNotSent: 'E000106',
  forbidden: 'E000403',
  notVerified: 'E000601',
  /** The framework agreement must be signed (again, after a new version) before taking orders. */
  agreementUnsigned: 'E000702',
  /** A settlement bill cannot be confirmed or resubmitted without a payee account (contract/settlements.meta.ts). */
  noPayeeAccount: 'E000703',
  internal: 'E000500',
  /** The server is shutting down (HTTP 503): the request was not started; send it again. */
  unavailable: 'E000503',
  /** Also the HTTP status of the same name; the code lets logs and tests tell them apart from other 4xx. */
  unauthorized: 'E000401',
  tokenExpired: 'E000420',
  accountDisabled: 'E000900',
  channelExpired: 'E000920',
  /** The request body did not arrive within the server's body timeout (HTTP 408; the connection is closed). */
  requestTimeout: 'E000408',
  payloadTooLarge: 'E000413',
  unsupportedMediaType: 'E000415',
  /** The session-ending codes of SESSION_ENDING_CODES, by name. */
  sessionRevoked: 'E000008',
  phoneChanged: 'E000021',
  removedFromSupplier: 'E000022',
  supplierMismatch: 'E000050',
  supplierDisabled: 'E000067',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Lists (API.md): pageNum from 1, pageSize 1–100, 30 by default. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_NUM_MAX = 100_000;
/** The page sizes a table offers (spec §9); every one is within PAGE_SIZE_MAX. */
export const PAGE_SIZE_OPTIONS = [30, 50, 100] as const;

/** Ids are strings of 1–64 characters without surrounding space. */
export const ID_MAX = 64;

/** List sorting (`sortField`, `sortOrder`): each list names the fields it sorts by; a field alone sorts descending. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** List exports (.xlsx, streamed): at most this many rows; more is refused with a message to narrow the filters. */
export const LIST_EXPORT_MAX_ROWS = 200_000;

/** What a member removed from their supplier is told, before the company's name (the socket and the client say it alike). */
export const REMOVED_MESSAGE_PREFIX = '您已被移出 ';
