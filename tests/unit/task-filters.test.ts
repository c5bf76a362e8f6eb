import { DEFAULT_FILTERS, parseTaskFilters, taskFiltersQuery, taskListRequest } from '@/features/tasks';
import { fenToYuan, formatReward } from '@/lib/money';

const parse = (query: string) => parseTaskFilters(new URLSearchParams(query));

describe('find-job filters in the URL', () => {
  it('reads every filter, and writes them back the same way', () => {
    const query =
      'keyword=%E4%BF%9D%E5%AE%89&provinceCode=440000&cityCode=440300&districtCode=440305&positionTypeId=601&settlementType=daily&rewardUnit=hour&features=meals&features=housing&sort=reward&pageNum=3&pageSize=50';
    const filters = parse(query);
    expect(filters).toEqual({
      keyword: '保安',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      positionTypeId: '601',
      settlementType: 'daily',
      rewardUnit: 'hour',
      features: ['meals', 'housing'],
      sort: 'reward',
      pageNum: 3,
      pageSize: 50,
    });
    expect(taskFiltersQuery(filters).toString()).toBe(query);
    expect(taskListRequest(filters)).toEqual(filters);
  });

  it.each([
    ['pageNum=abc', { pageNum: 1 }],
    ['pageNum=-4', { pageNum: 1 }],
    ['pageNum=2.5', { pageNum: 1 }],
    ['pageNum=0', { pageNum: 1 }],
    ['pageNum=99999999999', { pageNum: 100_000 }],
    ['pageSize=9999', { pageSize: 30 }],
    ['pageSize=40', { pageSize: 30 }],
    ['pageSize=100', { pageSize: 100 }],
    ['sort=cheapest', { sort: 'newest' }],
    ['provinceCode=abc&cityCode=440300', { provinceCode: '440000', cityCode: '440300' }],
    ['cityCode=440300', { provinceCode: '440000', cityCode: '440300' }],
    ['cityCode=4403', { provinceCode: undefined, cityCode: undefined }],
    ['cityCode=abc', { provinceCode: undefined, cityCode: undefined }],
    ['keyword=%20%20', { keyword: undefined }],
  ])('normalises %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('caps what the gateway would refuse: long text, more than 10 features, duplicates', () => {
    const many = Array.from({ length: 14 }, (_, i) => `features=f${i % 12}`).join('&');
    const filters = parse(`keyword=${'字'.repeat(80)}&${many}`);
    expect(filters.keyword).toHaveLength(50);
    expect(filters.features).toHaveLength(10);
    expect(new Set(filters.features).size).toBe(10);
  });

  it('leaves defaults out of the URL and keeps other parameters (sid, sourcecode)', () => {
    const query = taskFiltersQuery({ ...DEFAULT_FILTERS, keyword: '分拣' }, new URLSearchParams('sid=S1&pageNum=abc&sourcecode=C1'));
    expect(query.toString()).toBe('sid=S1&sourcecode=C1&keyword=%E5%88%86%E6%8B%A3');
    expect(taskFiltersQuery(DEFAULT_FILTERS).toString()).toBe('');
    expect(taskListRequest(DEFAULT_FILTERS)).toEqual({ sort: 'newest', pageNum: 1, pageSize: 30 });
  });
});

describe('money', () => {
  it('shows integer fen as yuan', () => {
    expect(formatReward(2000, '元/小时')).toBe('20 元/小时');
    expect(fenToYuan(2050)).toBe('20.50');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0');
    expect(fenToYuan(Number.NaN)).toBe('—');
  });
});
