import type { NewTask } from '../modules/tasks';
import { ENUMS, POSITION_GROUPS } from './reference-data';
import type { RegionRow } from './regions';
import { seededRandom } from './random';
import { TASK_PROFILES } from './task-profiles';
import { yuanPlain as yuan } from '../lib/money';

/** Where the demo tasks are, busiest first (earlier cities get more tasks). */
const CITIES = [
  '上海市',
  '深圳市',
  '广州市',
  '北京市',
  '杭州市',
  '苏州市',
  '成都市',
  '东莞市',
  '武汉市',
  '南京市',
  '重庆市',
  '西安市',
  '天津市',
  '长沙市',
  '郑州市',
  '佛山市',
  '宁波市',
  '青岛市',
  '合肥市',
  '厦门市',
  '无锡市',
  '济南市',
  '昆明市',
  '福州市',
  '沈阳市',
  '大连市',
  '南昌市',
  '南宁市',
  '贵阳市',
  '石家庄市',
  '太原市',
  '哈尔滨市',
  '长春市',
  '温州市',
  '常州市',
  '嘉兴市',
  '惠州市',
  '中山市',
  '珠海市',
  '泉州市',
  '徐州市',
  '海口市',
];

const COMPANY_PREFIXES = [
  '恒远',
  '鼎盛',
  '启明',
  '鑫源',
  '安居',
  '优选',
  '悦享',
  '蓝海',
  '祥和',
  '途安',
  '锦程',
  '嘉诚',
  '博睿',
  '绿源',
  '华拓',
  '众联',
];
const STREETS = [
  '科技大道',
  '创业路',
  '工业园路',
  '人民路',
  '建设路',
  '长江路',
  '黄河路',
  '园区一路',
  '振兴路',
  '新华路',
  '迎宾大道',
  '高新四路',
];
const ADVISERS = [
  '陈晓琳',
  '刘洋',
  '王芳',
  '赵磊',
  '孙婷',
  '周杰',
  '吴敏',
  '郑浩',
  '黄丽',
  '林峰',
  '何静',
  '马超',
  '高雪',
  '罗斌',
  '梁艳',
  '宋涛',
];
const TITLE_TAGS: Record<string, string> = {
  daily: '日结',
  weekly: '周结',
  meals: '包吃',
  housing: '包住',
  social_insurance: '五险一金',
  long_term: '长期稳定',
  temporary: '短期可做',
  students_welcome: '学生可做',
  no_night_shift: '不上夜班',
  paid_training: '带薪培训',
};

const label = (type: keyof typeof ENUMS, code: string) => ENUMS[type].find(([c]) => c === code)?.[1] ?? code;
const shortCity = (name: string) => name.replace(/市$/, '');

/**
 * About 200 open tasks across real cities and position types, published over the last 60 days.
 * Deterministic (seeded), so every installation shows the same demo; another `randomSeed` gives other tasks.
 */
export function buildTasks(regions: RegionRow[], now: Date, count = 200, randomSeed = 20240601): NewTask[] {
  const rnd = seededRandom(randomSeed);
  const byName = new Map(regions.filter((r) => r.level === 2).map((r) => [r.name, r]));
  const cities = CITIES.map((name) => {
    const city = byName.get(name);
    if (!city) throw new Error(`seed: city ${name} is missing from the region data`);
    return { city, districts: regions.filter((r) => r.parent_code === city.code) };
  });
  const types = POSITION_GROUPS.flatMap((g, gi) => g.types.map((name, ti) => ({ group: g.name, name, id: (gi + 1) * 100 + ti + 1 })));

  return Array.from({ length: count }, (_, i): NewTask => {
    // Squaring skews the pick towards the big cities at the head of the list.
    const { city, districts } = cities[Math.floor(rnd.next() ** 2 * cities.length)];
    const district = districts.length ? rnd.pick(districts) : null;
    // Every position type gets at least one task; the rest are drawn at random.
    const type = i < types.length ? types[i] : rnd.pick(types);
    const p = TASK_PROFILES[type.group];
    const [unit, min, max, step] = rnd.pick(p.pay);
    const reward = min + step * rnd.int(0, Math.floor((max - min) / step));
    const settlement = rnd.pick(p.settlements);
    const features = rnd.sample(p.features, rnd.int(1, 4));
    const company = `${shortCity(city.name)}${rnd.pick(COMPANY_PREFIXES)}${rnd.pick(p.industries)}有限公司`;
    const tags = [settlement, ...features]
      .map((t) => TITLE_TAGS[t])
      .filter(Boolean)
      .slice(0, 2);
    const personNumber = rnd.pick([5, 8, 10, 15, 20, 30, 50, 80, 100, 150, 200]);
    const hours = rnd.pick(p.hours);
    const address = `${district?.name ?? ''}${rnd.pick(STREETS)}${rnd.int(1, 999)}号${rnd.pick(p.place)}`;
    const ageMax = rnd.pick([40, 45, 50, 55]);
    const description = [
      `【岗位职责】${p.duties.replace('{type}', type.name)}`,
      `【供应商佣金】${yuan(reward)}${label('rewardUnit', unit)}（平台按入职人员结算给供应商，不是工人工资），${label('settlementType', settlement)}；【岗位福利】${features.map((f) => label('taskFeature', f)).join('、')}。`,
      `【工作时间】${hours}`,
    ].join('\n');
    return {
      title: `${shortCity(city.name)}${type.name}${tags.length ? `｜${tags.join(' ')}` : ''}`,
      position_type_id: type.id,
      province_code: city.parent_code!,
      city_code: city.code,
      district_code: district?.code ?? null,
      address,
      company_name: company,
      reward_amount: reward,
      reward_unit: unit,
      settlement_type: settlement,
      features,
      person_number: personNumber,
      taken_count: rnd.int(0, Math.floor(personNumber * 0.6)),
      sex_requirement: p.sex && rnd.next() < 0.6 ? p.sex : 'any',
      degree_requirement: p.degree ? rnd.pick(p.degree) : rnd.pick(['any', 'any', 'junior_high', 'high_school']),
      age_min: 18,
      age_max: ageMax,
      work_time: hours,
      description,
      requirements: `${p.requirements}年龄 18-${ageMax} 周岁。`,
      adviser_name: rnd.pick(ADVISERS),
      adviser_phone: `1390000${String(rnd.int(0, 9999)).padStart(4, '0')}`,
      adviser_wechat: rnd.next() < 0.5 ? `jy_adviser_${rnd.int(100, 999)}` : null,
      status: 1,
      publish_time: new Date(now.getTime() - Math.floor(rnd.next() * 60 * 24 * 3600 * 1000)),
      created_at: now,
      updated_at: now,
    };
  });
}
