/**
 * What the header and footer show about the site (spec §1). The company name, customer-service phone and filing
 * number are the server's system parameters (features/reference useSiteInfo), never constants here.
 */
export const SITE = {
  name: '供应商接单平台',
  copyright: '© 2021-2022',
  filingUrl: 'https://beian.miit.gov.cn/',
  /** The meta description and keywords of a page that says nothing more specific (index.html has the same). */
  description: '供应商接单平台：人力资源公司接单、提交候选人、签署协议与结算的一站式平台',
  keywords: '供应商接单,人力资源外包,灵活用工,招聘任务,找工作',
} as const;
