/**
 * The SPA's pages, by name: the router's paths, the SPA's links and the links the server writes into notices all
 * come from this one table. Plain values (no zod, no router): the SPA imports it as a value, the server too.
 * Optional segments end in `?`.
 */
export const SPA_PATHS = {
  login: '/login',
  agreementService: '/agreement/service',
  signPartialContract: '/signPartialContract/:agreementId/:mainId',
  accountActivation: '/accountActivation',
  home: '/',
  workbench: '/workbench',
  workbenchTab: '/workbench/:tabKey',
  order: '/workbench/order',
  candidateList: '/workbench/order/candidateList/:taskId/:orderId/:status?',
  settlementManagement: '/workbench/settlementManagement',
  checkSettlementList: '/workbench/settlementManagement/checkSettlementList/:status/:settlementId',
  confirmSettlementList: '/workbench/settlementManagement/confirmSettlementList/:settlementId',
  confessionRecord: '/workbench/confessionRecord',
  findJob: '/findJob',
  workDetail: '/findJob/workDetail/:taskId',
  helpCenter: '/helpCenter',
  helpCenterDetail: '/helpCenter/detail',
  authentication: '/authentication/:menukey',
  myUserInfo: '/myUserInfo/:menukey/:tabKey?',
  accountToBeCredited: '/accountToBeCredited/:operationType?/:settlementId?',
  /** Public: a candidate's masked card behind a share token (no login). */
  shareTalent: '/shareTalent/:token',
  notFound: '/404',
} as const;

export type SpaRoute = keyof typeof SPA_PATHS;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Param = string | number;

/** The parameters a path pattern takes: `:id` required, `:id?` optional. */
export type PathParams<P extends string> = { [K in Exclude<ParamNames<P>, `${string}?`>]: Param } & {
  [K in ParamNames<P> extends infer N ? (N extends `${infer Optional}?` ? Optional : never) : never]?: Param | null;
};

/** Fills a pattern's parameters (encoded); an optional one left out drops its segment. A missing required one throws. */
export function buildPath<P extends string>(pattern: P, params?: PathParams<P>): string {
  const values = (params ?? {}) as Record<string, Param | null | undefined>;
  const segments = pattern.split('/').map((segment) => {
    const match = /^:([\w-]+)(\??)$/.exec(segment);
    if (!match) return segment;
    const [, name, optional] = match;
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return null;
      throw new Error(`Missing ":${name}" param of ${pattern}`);
    }
    return encodeURIComponent(String(value));
  });
  const path = segments.filter((s): s is string => s !== null).join('/');
  return path || '/';
}

/** A route's path with its parameters: `spaPath('workDetail', { taskId: 7 })` → `/findJob/workDetail/7`. */
export function spaPath<N extends SpaRoute>(name: N, params?: PathParams<(typeof SPA_PATHS)[N]>): string {
  return buildPath(SPA_PATHS[name], params);
}

/** 查看结算单 of one bill, opened on the tab of its status. */
export const settlementDetailPath = (status: string, settlementId: Param) => spaPath('checkSettlementList', { status, settlementId });

/** An order's candidates; `candidate` opens that candidate's drawer. */
export const candidateListPath = (taskId: Param, orderId: Param, candidate?: Param) =>
  spaPath('candidateList', { taskId, orderId }) + (candidate === undefined ? '' : `?candidate=${encodeURIComponent(String(candidate))}`);

/** 身份认证 for a company (`company`) or a person (`person`). */
export const authenticationPath = (menukey: string) => spaPath('authentication', { menukey });

/** A section of 个人中心 (`agreements`, `members` …), optionally one of its tabs. */
export const myUserInfoPath = (menukey: string, tabKey?: string) => spaPath('myUserInfo', { menukey, tabKey });

/** The page where a partial contract is read and signed. */
export const signPartialContractPath = (agreementId: Param, mainId: Param) => spaPath('signPartialContract', { agreementId, mainId });

/** A task's detail page. */
export const workDetailPath = (taskId: Param) => spaPath('workDetail', { taskId });
