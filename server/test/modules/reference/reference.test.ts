import * as reference from '@contract/reference';
import type { CityNode } from '@contract/reference';
import { DEFAULT_SMS_RULES } from '../../../src/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A resend interval other than the seeded 60: the param must say what the server applies.
  t = await createTestApp({ config: { sms: { ...DEFAULT_SMS_RULES, resendIntervalSeconds: 45 } } });
});
afterAll(() => t.close());

describe('city data', () => {
  it('pc_three: a province → city → district tree from the division package, with status 0', async () => {
    const res = await t.call(reference.getCityThreeData, {});
    expect(res.body).toMatchObject({ flag: true, status: 0 });
    const tree = reference.getCityThreeData.response.parse(res.body.data);
    expect(tree).toHaveLength(34);
    const byName = (nodes: CityNode[] | undefined, name: string) => nodes?.find((n) => n.label === name);
    const guangdong = byName(tree, '广东省')!;
    expect(guangdong.value).toBe('440000');
    expect(byName(guangdong.children, '深圳市')?.children?.map((d) => d.label)).toContain('南山区');
    // Municipalities get a city level of their own, so every branch has three levels.
    const beijing = byName(tree, '北京市')!;
    expect(beijing.children).toHaveLength(1);
    expect(byName(beijing.children, '北京市')?.children?.map((d) => d.label)).toContain('海淀区');
    expect(byName(byName(tree, '重庆市')!.children, '重庆市')?.children?.map((d) => d.label)).toEqual(
      expect.arrayContaining(['渝中区', '城口县']),
    );
    // Province-governed county-level cities are cities; 市辖区 placeholders are gone.
    expect(byName(byName(tree, '河南省')!.children, '济源市')).toBeDefined();
    expect(JSON.stringify(tree)).not.toContain('市辖区');
    expect(JSON.stringify(tree)).not.toContain('直辖县级行政区划');
    const cities = tree.flatMap((p) => p.children ?? []);
    expect(cities.length).toBeGreaterThan(330);
    expect(cities.flatMap((c) => c.children ?? []).length).toBeGreaterThan(2800);
  });

  it('all_city_list: every prefecture-level city, flat, with its province', async () => {
    const res = await t.call(reference.getAllCityList, {});
    const cities = reference.getAllCityList.response.parse(res.body.data);
    expect(cities.find((c) => c.name === '苏州市')).toEqual({
      code: '320500',
      name: '苏州市',
      provinceCode: '320000',
      provinceName: '江苏省',
    });
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
  });

  it('province_city_list: provinces with their cities, each with a searchID', async () => {
    const res = await t.call(reference.getProvinceCityList, {});
    const list = reference.getProvinceCityList.response.parse(res.body.data);
    const zhejiang = list.find((p) => p.name === '浙江省')!;
    expect(zhejiang.searchID).toBe('330000');
    expect(zhejiang.children).toContainEqual({ searchID: '330100', name: '杭州市' });
  });
});

describe('position types', () => {
  it('come as {positions: [...]}, two levels', async () => {
    const res = await t.call(reference.getAllPositionTypes, {});
    const { positions } = reference.getAllPositionTypes.response.parse(res.body.data);
    expect(positions.length).toBeGreaterThanOrEqual(10);
    const leaves = positions.flatMap((g) => g.children ?? []);
    expect(leaves.length).toBeGreaterThanOrEqual(45);
    expect(leaves.map((l) => l.name)).toEqual(
      expect.arrayContaining(['普工', '分拣员', '快递员', '客服', '销售', '餐饮服务员', '保安', '保洁', '司机']),
    );
    for (const g of positions) {
      expect(g.parentId).toBeNull();
      for (const c of g.children ?? []) expect(c.parentId).toBe(g.id);
    }
  });
});

describe('enums', () => {
  it('lists every type when none is asked for', async () => {
    const res = await t.call(reference.listEnums, {});
    const enums = reference.listEnums.response.parse(res.body.data);
    expect(Object.keys(enums).sort()).toEqual([...reference.ENUM_TYPES].sort());
    expect(enums.settlementType.map((e) => e.label)).toEqual(['日结', '周结', '月结', '完工结']);
    expect(enums.rewardUnit.map((e) => e.label)).toEqual(['元/小时', '元/天', '元/月', '元/单', '元/人']);
    expect(enums.taskFeature.map((e) => e.label)).toEqual(expect.arrayContaining(['包吃', '包住', '五险一金', '长期工', '临时工']));
  });

  it('lists only the types asked for', async () => {
    const res = await t.call(reference.listEnums, { types: ['talentSex', 'talentDegree'] });
    expect(Object.keys(res.body.data).sort()).toEqual(['talentDegree', 'talentSex']);
    expect((await t.call(reference.listEnums, { types: [] })).body.data).toEqual({});
  });
});

describe('banks and system params', () => {
  it('banks: about twenty real banks', async () => {
    const res = await t.call(reference.getBanks, {});
    const banks = reference.getBanks.response.parse(res.body.data);
    expect(banks.length).toBeGreaterThanOrEqual(20);
    expect(banks).toContainEqual({ bankCode: 'ICBC', bankName: '中国工商银行' });
  });

  it('a system param by code, or E000404', async () => {
    const res = await t.call(reference.getSystemParamByCode, { code: 'customer_service_phone' });
    expect(reference.getSystemParamByCode.response.parse(res.body.data)).toMatchObject({ code: 'customer_service_phone' });
    expect((await t.call(reference.getSystemParamByCode, { code: 'nope' })).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect((await t.call(reference.getSystemParamByCode, { code: '  ' })).body).toMatchObject({ flag: false, errorMsg: 'code：不能为空' });
  });

  it('sms_resend_interval and sms_code_ttl state the configured SMS rules (SMS_RESEND_INTERVAL here 45 s), not the seeded row', async () => {
    expect((await t.call(reference.getSystemParamByCode, { code: 'sms_resend_interval' })).body.data).toMatchObject({
      code: 'sms_resend_interval',
      value: '45',
    });
    expect((await t.call(reference.getSystemParamByCode, { code: 'sms_code_ttl' })).body.data.value).toBe(
      String(DEFAULT_SMS_RULES.codeTtlSeconds),
    );
  });
});
