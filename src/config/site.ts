import { env } from './env';

/** What the footer and the header show about the operator (spec §1). */
export const SITE = {
  name: '供应商接单平台',
  company: '上海聚英图灵人力资源科技有限公司',
  servicePhone: env.servicePhone,
  copyright: '© 2021-2022',
  filingNumber: '沪ICP备2021000000号-1',
  filingUrl: 'https://beian.miit.gov.cn/',
  /** The meta description and keywords of a page that says nothing more specific (index.html has the same). */
  description: '供应商接单平台：人力资源公司接单、提交候选人、签署协议与结算的一站式平台',
  keywords: '供应商接单,人力资源外包,灵活用工,招聘任务,找工作',
} as const;
