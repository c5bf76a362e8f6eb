import type { RewardUnit } from '@contract/tasks.meta';
/** How tasks of each position group look: pay, settlement, perks, hours and the work itself. */
export interface TaskProfile {
  industries: string[];
  /** Reward unit with its range in fen, and the step amounts are rounded to. */
  pay: [unit: RewardUnit, minFen: number, maxFen: number, stepFen: number][];
  settlements: string[];
  features: string[];
  hours: string[];
  duties: string;
  requirements: string;
  place: string[];
  sex?: string;
  degree?: string[];
}

export const TASK_PROFILES: Record<string, TaskProfile> = {
  '普工/技工': {
    industries: ['电子科技', '精密制造', '汽车零部件', '食品加工', '新能源材料', '家电制造'],
    pay: [
      ['hour', 2000, 3200, 50],
      ['month', 550000, 850000, 10000],
      ['person', 50000, 150000, 5000],
    ],
    settlements: ['monthly', 'weekly'],
    features: ['meals', 'housing', 'social_insurance', 'long_term', 'overtime_pay', 'two_shifts', 'paid_training'],
    hours: ['08:00-20:00 两班倒', '08:00-17:30 长白班', '07:30-19:30 两班倒，月休 4 天'],
    duties: '在生产线按作业指导书完成{type}工作，做好首件自检与交接记录，配合班组长完成当班产量；遵守车间 5S 与安全操作规范。',
    requirements: '身体健康，能适应站立作业与倒班；服从管理，有工厂经验者优先；需持本人有效身份证原件入职。',
    place: ['工业园', '经济开发区', '高新区'],
  },
  物流仓储: {
    industries: ['供应链', '快运', '仓储服务', '冷链物流', '电商物流'],
    pay: [
      ['day', 15000, 26000, 1000],
      ['hour', 2000, 3000, 50],
      ['piece', 150, 350, 10],
      ['person', 30000, 80000, 5000],
    ],
    settlements: ['daily', 'weekly', 'monthly'],
    features: ['meals', 'temporary', 'long_term', 'two_shifts', 'students_welcome', 'meal_allowance', 'transport_subsidy'],
    hours: ['19:00-次日07:00 夜班', '08:00-18:00', '分早晚两班，每班 10 小时'],
    duties: '负责包裹的扫描、分拣、上架与出库复核（{type}岗位），按系统提示完成拣货与打包，保证单据与实物一致。',
    requirements: '18-50 周岁，能吃苦耐劳，会使用智能手机；有电商仓或快递分拨中心经验者优先。',
    place: ['物流园', '电商产业园', '保税物流中心'],
  },
  餐饮服务: {
    industries: ['餐饮管理', '连锁餐饮', '团餐服务', '咖啡连锁'],
    pay: [
      ['hour', 1800, 2800, 50],
      ['month', 450000, 700000, 10000],
    ],
    settlements: ['weekly', 'monthly', 'daily'],
    features: ['meals', 'housing', 'students_welcome', 'paid_training', 'meal_allowance', 'temporary'],
    hours: ['10:00-14:00、17:00-21:00 两头班', '09:00-18:00', '11:00-20:00'],
    duties: '在门店负责{type}相关工作：迎宾点单、传菜收台或后厨备料，保持工作区域整洁，遵守食品安全规范。',
    requirements: '形象整洁、态度亲和，持有或愿意办理健康证；周末与节假日可排班者优先。',
    place: ['购物中心', '美食街', '商业广场'],
  },
  零售销售: {
    industries: ['商贸', '连锁超市', '通信服务', '家居零售'],
    pay: [
      ['day', 14000, 22000, 1000],
      ['month', 450000, 800000, 10000],
      ['piece', 500, 3000, 100],
    ],
    settlements: ['monthly', 'weekly', 'on_completion'],
    features: ['social_insurance', 'long_term', 'temporary', 'students_welcome', 'paid_training', 'meal_allowance'],
    hours: ['09:00-18:00', '10:00-22:00 做一休一', '周末 10:00-19:00'],
    duties: '在门店或活动现场从事{type}工作：介绍商品、引导成交、整理陈列与库存，按要求完成日报。',
    requirements: '普通话流利，沟通能力强，有零售或快消促销经验者优先。',
    place: ['商业广场', '万达广场', '步行街'],
  },
  客户服务: {
    industries: ['信息服务', '呼叫中心', '电子商务', '金融外包'],
    pay: [
      ['month', 450000, 750000, 10000],
      ['hour', 2000, 3000, 50],
    ],
    settlements: ['monthly'],
    features: ['social_insurance', 'long_term', 'paid_training', 'no_night_shift', 'meal_allowance'],
    hours: ['09:00-18:00 双休', '排班制，每天 8 小时', '10:00-19:00'],
    duties: '通过电话或在线渠道为客户提供{type}服务：解答咨询、受理投诉与售后、记录工单并跟进到结案。',
    requirements: '中专及以上学历，打字每分钟 40 字以上，普通话标准，有耐心与同理心。',
    place: ['软件园', '科技园', '商务中心'],
    degree: ['high_school', 'college'],
  },
  安保物业: {
    industries: ['物业服务', '保安服务', '环境服务'],
    pay: [
      ['month', 400000, 650000, 10000],
      ['day', 15000, 22000, 1000],
    ],
    settlements: ['monthly', 'daily'],
    features: ['meals', 'housing', 'social_insurance', 'long_term', 'two_shifts'],
    hours: ['12 小时两班倒', '07:00-16:00', '08:00-17:00'],
    duties: '负责小区、写字楼或园区的{type}工作：巡逻值守、访客登记、公共区域清洁或绿化养护，做好交接记录。',
    requirements: '身体健康，无违法犯罪记录；保安岗需持保安员证或愿意考取。',
    place: ['花园小区', '写字楼', '产业园'],
  },
  交通运输: {
    industries: ['运输服务', '汽车服务', '同城配送'],
    pay: [
      ['month', 700000, 1200000, 20000],
      ['piece', 500, 900, 10],
      ['day', 25000, 40000, 1000],
    ],
    settlements: ['monthly', 'weekly', 'daily'],
    features: ['social_insurance', 'long_term', 'overtime_pay', 'transport_subsidy', 'meal_allowance'],
    hours: ['08:00-20:00', '弹性排班，每天在线 8-10 小时', '早 6 点发车，跑完即止'],
    duties: '按调度安排完成{type}任务：路线规划、货物或乘客安全送达、车辆日常检查与费用单据整理。',
    requirements: '持相应准驾车型驾驶证 3 年以上，无重大事故记录；骑手岗需自备电动车或可租用。',
    place: ['物流园', '配送站', '客运中心'],
    sex: 'male',
  },
  酒店旅游: {
    industries: ['酒店管理', '度假酒店', '旅行社'],
    pay: [
      ['month', 450000, 700000, 10000],
      ['day', 15000, 25000, 1000],
    ],
    settlements: ['monthly', 'weekly'],
    features: ['meals', 'housing', 'social_insurance', 'long_term', 'paid_training'],
    hours: ['三班倒', '08:00-17:00', '旺季排班'],
    duties: '负责{type}工作：入住退房办理、客房清洁与布草更换、行李服务或团队接待，确保宾客满意。',
    requirements: '形象良好，服务意识强；前台与导游岗需具备基础英语或导游证。',
    place: ['国际酒店', '度假区', '会展中心'],
  },
  家政服务: {
    industries: ['家政服务', '母婴护理', '养老服务'],
    pay: [
      ['month', 600000, 1200000, 20000],
      ['day', 25000, 40000, 1000],
    ],
    settlements: ['monthly', 'on_completion'],
    features: ['meals', 'housing', 'paid_training', 'long_term'],
    hours: ['住家，每月休 4 天', '白班 08:00-18:00', '26 天一单'],
    duties: '为客户家庭提供{type}服务：日常保洁与做饭、婴幼儿或老人照护，按服务标准记录护理情况。',
    requirements: '身体健康，持健康证；母婴与养老岗需持相应职业技能证书，有经验者优先。',
    place: ['家政服务中心', '社区服务站', '养老院'],
    sex: 'female',
  },
  行政办公: {
    industries: ['企业服务', '人力资源', '信息技术'],
    pay: [
      ['month', 450000, 700000, 10000],
      ['day', 15000, 22000, 1000],
    ],
    settlements: ['monthly', 'weekly'],
    features: ['social_insurance', 'long_term', 'no_night_shift', 'temporary', 'students_welcome'],
    hours: ['09:00-18:00 双休', '09:00-17:30', '项目制，每天 8 小时'],
    duties: '负责{type}工作：资料整理与录入、来访接待、会议与办公用品管理，配合部门完成日常事务。',
    requirements: '大专及以上学历，熟练使用 Office 办公软件，细心负责。',
    place: ['商务中心', '写字楼', '软件园'],
    degree: ['college', 'high_school'],
  },
  建筑装修: {
    industries: ['建筑劳务', '装饰工程', '市政工程'],
    pay: [
      ['day', 25000, 45000, 1000],
      ['month', 800000, 1300000, 20000],
    ],
    settlements: ['daily', 'on_completion', 'monthly'],
    features: ['meals', 'housing', 'temporary', 'overtime_pay'],
    hours: ['07:00-18:00，中午休息 2 小时', '按工程进度排班', '08:00-17:00'],
    duties: '在工地从事{type}工作：按图纸与班组长安排施工，做好材料搬运与现场清理，严格遵守安全帽与高处作业规定。',
    requirements: '有相关工种经验，持证者优先；能适应户外作业。',
    place: ['工地', '项目部', '新城片区'],
    sex: 'male',
  },
};
