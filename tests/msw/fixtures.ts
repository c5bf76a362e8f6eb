import type { LoginInfo } from '@contract/login';
import type { ResponseOf } from '@contract/http';
import type { getHomePageUserInfo } from '@contract/login';
import type { Article } from '@contract/cms';

type HomePageUserInfo = ResponseOf<typeof getHomePageUserInfo>;

export const loginInfo = (overrides: Partial<LoginInfo> = {}): LoginInfo => ({
  userId: 'u-1',
  userName: '张经理',
  phone: '13800138000',
  supplierInfo: {
    supplierId: 'sup-1',
    supplierName: '示例人力资源有限公司',
    authList: ['order:take', 'member:manage'],
    verifyStatus: 2,
    isMain: true,
  },
  ...overrides,
});

export const agreement = (overrides: Partial<Article> = {}): Article => ({
  id: 'a-1',
  columnId: 'c-1',
  code: 'service_agreement',
  title: '用户服务协议',
  summary: '',
  publishTime: '2022-01-01T00:00:00+08:00',
  content: '<h2>第一条 总则</h2><p>欢迎使用供应商接单平台。</p>',
  ...overrides,
});

export const homePageUserInfo = (overrides: Partial<HomePageUserInfo> = {}): HomePageUserInfo => ({
  userId: 'u-1',
  userName: '张经理',
  phone: '138****0000',
  supplierName: '示例人力资源有限公司',
  verifyStatus: 2,
  isMain: true,
  takenOrderCount: 3,
  collectionCount: 7,
  ...overrides,
});
