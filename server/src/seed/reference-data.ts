import type { EnumType } from '@contract/reference';

/** Position types: groups of two levels. Ids are stable so tasks and later data can refer to them. */
export const POSITION_GROUPS: { name: string; types: string[] }[] = [
  { name: '普工/技工', types: ['普工', '操作工', '包装工', '质检员', '装配工', '电焊工', '叉车工'] },
  { name: '物流仓储', types: ['分拣员', '快递员', '仓库管理员', '装卸工', '理货员', '配送员'] },
  { name: '餐饮服务', types: ['餐饮服务员', '厨师', '后厨帮工', '洗碗工', '传菜员', '咖啡师'] },
  { name: '零售销售', types: ['销售', '导购', '收银员', '促销员', '电话销售', '门店店员'] },
  { name: '客户服务', types: ['客服', '电话客服', '在线客服', '售后客服'] },
  { name: '安保物业', types: ['保安', '保洁', '物业管理员', '绿化工'] },
  { name: '交通运输', types: ['司机', '货车司机', '网约车司机', '外卖骑手'] },
  { name: '酒店旅游', types: ['酒店前台', '客房服务员', '行李员', '导游'] },
  { name: '家政服务', types: ['家政保姆', '月嫂', '育儿嫂', '养老护理员'] },
  { name: '行政办公', types: ['文员', '前台接待', '数据录入员', '行政助理'] },
  { name: '建筑装修', types: ['建筑工', '木工', '水电工', '油漆工'] },
];

export function positionTypeRows() {
  const rows: { id: number; parent_id: number | null; name: string; sort: number }[] = [];
  POSITION_GROUPS.forEach((g, gi) => {
    const groupId = (gi + 1) * 100;
    rows.push({ id: groupId, parent_id: null, name: g.name, sort: gi });
    g.types.forEach((t, ti) => rows.push({ id: groupId + ti + 1, parent_id: groupId, name: t, sort: ti }));
  });
  return rows;
}

/** Enum codes are stable slugs: tasks store them, the client shows the labels. */
export const ENUMS: Record<EnumType, [code: string, label: string][]> = {
  talentSex: [
    ['any', '不限'],
    ['male', '男'],
    ['female', '女'],
  ],
  talentDegree: [
    ['any', '不限'],
    ['junior_high', '初中及以下'],
    ['high_school', '高中/中专'],
    ['college', '大专'],
    ['bachelor', '本科'],
    ['master', '硕士及以上'],
  ],
  settlementType: [
    ['daily', '日结'],
    ['weekly', '周结'],
    ['monthly', '月结'],
    ['on_completion', '完工结'],
  ],
  // REWARD_UNITS (contract/tasks.meta.ts), in that order: the seed test holds them equal.
  rewardUnit: [
    ['hour', '元/小时'],
    ['day', '元/天'],
    ['month', '元/月'],
    ['piece', '元/单'],
    ['person', '元/人'],
  ],
  personNumber: [
    ['1_10', '1-10人'],
    ['11_50', '11-50人'],
    ['51_100', '51-100人'],
    ['100_plus', '100人以上'],
  ],
  taskFeature: [
    ['meals', '包吃'],
    ['housing', '包住'],
    ['social_insurance', '五险一金'],
    ['long_term', '长期工'],
    ['temporary', '临时工'],
    ['paid_training', '带薪培训'],
    ['overtime_pay', '加班费'],
    ['no_night_shift', '不上夜班'],
    ['two_shifts', '两班倒'],
    ['students_welcome', '接受学生'],
    ['transport_subsidy', '交通补贴'],
    ['meal_allowance', '餐补'],
  ],
};

export function enumRows() {
  return Object.entries(ENUMS).flatMap(([type, items]) => items.map(([code, label], sort) => ({ type, code, label, sort })));
}

export const BANKS: [code: string, name: string][] = [
  ['ICBC', '中国工商银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['CCB', '中国建设银行'],
  ['BOCOM', '交通银行'],
  ['PSBC', '中国邮政储蓄银行'],
  ['CMB', '招商银行'],
  ['CITIC', '中信银行'],
  ['CEB', '中国光大银行'],
  ['HXB', '华夏银行'],
  ['CMBC', '中国民生银行'],
  ['CGB', '广发银行'],
  ['PAB', '平安银行'],
  ['SPDB', '上海浦东发展银行'],
  ['CIB', '兴业银行'],
  ['CZB', '浙商银行'],
  ['EGB', '恒丰银行'],
  ['CBHB', '渤海银行'],
  ['BOB', '北京银行'],
  ['BOSC', '上海银行'],
  ['NJCB', '南京银行'],
  ['NBCB', '宁波银行'],
];

export const SYSTEM_PARAMS: [code: string, value: string, description: string][] = [
  ['customer_service_phone', '400-000-6688', '客服电话（页脚与帮助中心展示）'],
  ['customer_service_hours', '工作日 09:00-18:00', '客服工作时间'],
  ['company_name', '图灵众包（演示）信息技术有限公司', '页脚展示的公司名称'],
  ['copyright', '2021-2022', '页脚版权年份'],
  ['icp_record', '沪ICP备00000000号-1', '页脚备案号（演示数据）'],
  ['sms_resend_interval', '60', '验证码重发间隔（秒）'],
  ['sms_code_ttl', '300', '验证码有效期（秒）'],
];
