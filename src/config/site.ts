import { env } from './env';

/** What the footer and the header show about the operator (spec §1). */
export const SITE = {
  name: '供应商接单平台',
  company: '上海聚英图灵人力资源科技有限公司',
  servicePhone: env.servicePhone,
  copyright: '© 2021-2022',
  filingNumber: '沪ICP备2021000000号-1',
  filingUrl: 'https://beian.miit.gov.cn/',
} as const;
