import { pagerItems } from '@/components/light/pagination';

describe('the pager items (antd Pagination layout)', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows five pages from an edge, with the last page behind a jump', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });

  it('keeps two pages either side in the middle, and a page instead of a jump that would skip only it', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'jump-next', 20]);
    expect(pagerItems(16, 20)).toEqual([1, 'jump-prev', 14, 15, 16, 17, 18, 19, 20]);
  });
});
