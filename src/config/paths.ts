import { buildPath, SPA_PATHS, type PathParams } from '@contract/routes';

/** Every route of spec §2, by name: the contract's table, shared with the server's notice links. */
export const paths = SPA_PATHS;

export type RouteName = keyof typeof paths;

export const HOME_TITLE = '供应商接单平台 - 人力资源公司接单与企业招聘平台';

/** document.title of each route (Chinese, spec §2). */
export const titles: Record<RouteName, string> = {
  login: '登录',
  agreementService: '用户服务协议',
  signPartialContract: '合同签署',
  accountActivation: '账号激活',
  home: HOME_TITLE,
  workbench: '工作台',
  workbenchTab: '工作台',
  order: '订单',
  candidateList: '候选人列表',
  settlementManagement: '结算管理',
  checkSettlementList: '查看结算单',
  confirmSettlementList: '确认结算单',
  confessionRecord: '供应商记录',
  findJob: '找工作',
  workDetail: '任务详情',
  helpCenter: '帮助中心',
  helpCenterDetail: '帮助中心',
  authentication: '身份认证',
  myUserInfo: '个人中心',
  accountToBeCredited: '完善收款账户',
  shareTalent: '候选人名片',
  notFound: '404',
};

type ParamsOf<N extends RouteName> = PathParams<(typeof paths)[N]>;

/** URL parameters that identify the channel a user came through; they survive every redirect (spec §2). */
export const CHANNEL_PARAMS = ['sid', 'sourcecode'] as const;

/** The channel parameters of `search` (e.g. location.search), as a query string without '?'. */
export function channelQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CHANNEL_PARAMS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}

/** Appends query parameters to a path that may already have some. */
export function withQuery(path: string, query: string | URLSearchParams): string {
  const q = typeof query === 'string' ? query : query.toString();
  if (!q) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${q}`;
}

/**
 * Typed href builder: `href('candidateList', { taskId, orderId })`. Parameters are checked against the path.
 * Pass `search` (e.g. location.search) to keep sid and sourcecode.
 */
export function href<N extends RouteName>(name: N, params?: ParamsOf<N>, search?: string): string {
  const path = buildPath(paths[name], params);
  return search === undefined ? path : withQuery(path, channelQuery(search));
}
