import type { Ad, ArticleColumn, ArticleSummary, FriendlyLink } from '@contract/cms';
import type { Page } from '@contract/http';
import type { CityNode, EnumItem, PositionType, ProvinceCity } from '@contract/reference';
import type { TaskDetail, TaskSummary } from '@contract/tasks';

export const taskSummary = (overrides: Partial<TaskSummary> = {}): TaskSummary => ({
  taskId: '101',
  title: '南山科技园保安',
  companyName: '深圳示例物业有限公司',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  districtCode: '440305',
  districtName: '南山区',
  positionTypeId: '601',
  positionTypeName: '保安',
  settlementType: 'daily',
  settlementTypeLabel: '日结',
  rewardAmount: 2000,
  rewardUnit: 'hour',
  rewardUnitLabel: '元/小时',
  features: [{ code: 'meals', label: '包吃' }],
  personNumber: 10,
  takenCount: 3,
  publishTime: '2024-05-01T09:00:00+08:00',
  collected: false,
  ...overrides,
});

export const taskDetail = (overrides: Partial<TaskDetail> = {}): TaskDetail => ({
  ...taskSummary(),
  status: 'open',
  description: '负责园区门岗值守与巡逻。',
  requirements: '18-50 岁，身体健康。',
  workAddress: '深圳市南山区科技园南区 1 号',
  workTime: '08:00-20:00，两班倒',
  ageRange: '18-50 岁',
  ordered: false,
  complained: false,
  ...overrides,
});

export const taskPage = (list: TaskSummary[], extra: Partial<Page<TaskSummary>> = {}): Page<TaskSummary> => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 30,
  ...extra,
});

export const cityTree = (): CityNode[] => [
  {
    value: '440000',
    label: '广东省',
    children: [
      {
        value: '440300',
        label: '深圳市',
        children: [
          { value: '440305', label: '南山区' },
          { value: '440304', label: '福田区' },
        ],
      },
      { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }] },
    ],
  },
  { value: '110000', label: '北京市', children: [{ value: '110100', label: '北京市', children: [{ value: '110105', label: '朝阳区' }] }] },
];

/** province_city_list as the gateway derives it from the same tree: provinces and cities, by searchID. */
export const provinceCityList = (): ProvinceCity[] =>
  cityTree().map((p) => ({
    searchID: p.value,
    name: p.label,
    children: (p.children ?? []).map((c) => ({ searchID: c.value, name: c.label })),
  }));

export const positionTypes = (): PositionType[] => [
  {
    id: '600',
    name: '安保物业',
    parentId: null,
    children: [
      { id: '601', name: '保安', parentId: '600' },
      { id: '602', name: '保洁', parentId: '600' },
    ],
  },
  { id: '200', name: '物流仓储', parentId: null, children: [{ id: '201', name: '分拣员', parentId: '200' }] },
];

export const taskEnums = (): Record<string, EnumItem[]> => ({
  settlementType: [
    { code: 'daily', label: '日结' },
    { code: 'weekly', label: '周结' },
  ],
  rewardUnit: [
    { code: 'hour', label: '元/小时' },
    { code: 'day', label: '元/天' },
  ],
  taskFeature: [
    { code: 'meals', label: '包吃' },
    { code: 'housing', label: '包住' },
  ],
  personNumber: [{ code: '1_10', label: '1-10人' }],
  talentDegree: [
    { code: 'any', label: '不限' },
    { code: 'high_school', label: '高中/中专' },
    { code: 'college', label: '大专' },
    { code: 'bachelor', label: '本科' },
  ],
});

export const ads = (): Ad[] => [
  { id: 'ad-1', title: '海量岗位 快速接单', imageUrl: '/demo/banner-jobs.svg', linkUrl: '/findJob', sort: 0 },
  { id: 'ad-2', title: '日结周结 结算透明', imageUrl: '/demo/banner-settlement.svg', linkUrl: 'https://example.com/x', sort: 1 },
];

export const helpColumns = (): ArticleColumn[] => [
  {
    id: '10',
    name: '新手入门',
    parentId: '1',
    sort: 0,
    children: [
      { id: '11', name: '注册与登录', parentId: '10', sort: 0 },
      { id: '12', name: '企业认证', parentId: '10', sort: 1 },
    ],
  },
  { id: '20', name: '结算说明', parentId: '1', sort: 1, children: [{ id: '21', name: '结算周期', parentId: '20', sort: 0 }] },
];

export const articleSummary = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: '501',
  columnId: '11',
  title: '如何注册供应商账号',
  summary: '三步完成注册。',
  publishTime: '2024-04-01T10:00:00+08:00',
  ...overrides,
});

export const articlePage = (list: ArticleSummary[], extra: Partial<Page<ArticleSummary>> = {}): Page<ArticleSummary> => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 30,
  ...extra,
});

export const friendlyLinks = (): FriendlyLink[] => [
  { id: 'l-1', name: '中国公共招聘网', url: 'http://job.mohrss.gov.cn/', sort: 0 },
  { id: 'l-2', name: '坏链接', url: 'javascript:alert(1)', sort: 1 },
];
