/** What a pager shows between its arrows: page numbers, and a jump of five pages where a run is left out. */
export type PagerItem = number | 'jump-prev' | 'jump-next';

/**
 * antd's Pagination layout (showLessItems off): every page up to 7 of them; beyond, the first and last page, two
 * pages either side of the current one (five from an edge), and a jump where a run is left out.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - 2);
  let right = Math.min(pages, current + 2);
  if (current - 1 <= 2) right = 5;
  if (pages - current <= 2) left = pages - 4;
  const items: PagerItem[] = [];
  if (left > 1) items.push(1);
  if (left > 3) items.push('jump-prev');
  else if (left === 3) items.push(2);
  for (let page = left; page <= right; page++) items.push(page);
  if (right < pages - 2) items.push('jump-next');
  else if (right === pages - 2) items.push(pages - 1);
  if (right < pages) items.push(pages);
  return items;
}
