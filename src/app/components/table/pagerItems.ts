/** Spec §9: default page size 100; options 20, 50, 100, 500; pager count 5 under 992 px, else 7. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const PAGER_COUNT_MOBILE = 5;
export const PAGER_COUNT_DESKTOP = 7;

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'left' | 'right' };

/**
 * The numbered buttons of a pager showing at most `pagerCount` buttons (first and last always), with a
 * gap on the side where pages are left out — the el-pagination rule the spec's pager count refers to.
 */
export function pagerItems(current: number, pages: number, pagerCount: number): PagerItem[] {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n });
  if (pages <= pagerCount) return Array.from({ length: pages }, (_, index) => page(index + 1));
  const half = Math.floor((pagerCount - 1) / 2);
  const showLeftGap = current > pagerCount - half;
  const showRightGap = current < pages - half;
  const inner: number[] = [];
  if (showLeftGap && !showRightGap) {
    for (let n = pages - (pagerCount - 2); n < pages; n += 1) inner.push(n);
  } else if (!showLeftGap && showRightGap) {
    for (let n = 2; n < pagerCount; n += 1) inner.push(n);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let n = current - offset; n <= current + offset; n += 1) inner.push(n);
  }
  return [
    page(1),
    ...(showLeftGap ? [{ kind: 'gap', side: 'left' } as const] : []),
    ...inner.map(page),
    ...(showRightGap ? [{ kind: 'gap', side: 'right' } as const] : []),
    page(pages),
  ];
}
