/** Agreements' plain values (no zod): the SPA's screens and the schemas in agreements.ts share them. */

export const AGREEMENT_PATHS = {
  checkSign: '/pc_agreement/auth/check_sign',
  filledDetail: '/pc_agreement/auth/filled_detail',
  agreementSigning: '/pc_agreement/auth/agreement_signing',
  getAgreementList: '/pc_agreement/auth/get_agreement_list',
  getPartialHtml: '/pc_agreement/auth/get_partial_html',
  partialAgreementSigning: '/pc_agreement/auth/partial_agreement_signing',
  upgradeAuthTripartite: '/pc_agreement/auth/upgrade_auth_tripartite',
} as const;

/** Signing (framework or partial) needs this permission; reading needs only membership of the supplier. */
export const AGREEMENT_SIGN_PERMISSION = 'agreement:sign';

/** The platform's side of every agreement (the 甲方). */
export const PLATFORM_PARTY_NAME = '图灵众包（演示）信息技术有限公司';
export const FRAMEWORK_DEFAULT_TITLE = '供应商合作框架协议';

/** A framework agreement version's id and a partial contract's id: digits. mainId: the contract's signing slot, a UUID. */
export const AGREEMENT_ID_PATTERN = /^\d{1,10}$/;
export const AGREEMENT_ID_MESSAGE = '协议编号格式不正确';
export const MAIN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAIN_ID_MESSAGE = '签约主体编号格式不正确';
/** A hex SHA-256. */
export const TEXT_HASH_PATTERN = /^[0-9a-f]{64}$/;
export const TEXT_HASH_MESSAGE = '文本摘要格式不正确';

/** An agreement's HTML (framework template or partial contract), after sanitising, at most this many characters. */
export const AGREEMENT_HTML_MAX = 200_000;

export const AGREEMENT_KINDS = ['framework', 'partial'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
export const AGREEMENT_KIND_LABELS: Record<AgreementKind, string> = { framework: '框架协议', partial: '补充合同' };

/** `superseded`: an older framework version nobody needs to sign any more. */
export const AGREEMENT_STATUSES = ['signed', 'pending', 'superseded'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = { signed: '已签署', pending: '待签署', superseded: '已失效' };

/** As whom a framework agreement was signed: the supplier's type at the time. */
export const PARTY_TYPES = ['company', 'person'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const PARTY_TYPE_LABELS: Record<PartyType, string> = { company: '企业', person: '个人' };

/** `sign`: agreement_signing; `tripartite`: upgrade_auth_tripartite (a person supplier that became a company). */
export const FRAMEWORK_SIGN_MODES = ['sign', 'tripartite'] as const;
export type FrameworkSignMode = (typeof FRAMEWORK_SIGN_MODES)[number];
