/** Rows per page of the result grid. */
export const RESULT_PAGE_SIZE = 100;

/** How many pages a result of `rowCount` rows has (at least one, so an empty result still shows its header). */
export function pageCount(rowCount: number, pageSize = RESULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** A page number (0-based) brought within the result's pages. */
export function clampPage(page: number, rowCount: number, pageSize = RESULT_PAGE_SIZE): number {
  return Math.min(Math.max(0, Math.trunc(page)), pageCount(rowCount, pageSize) - 1);
}

/** The rows of one page and the 1-based numbers of its first and last row, for "rows 101–200 of 1,000". */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = RESULT_PAGE_SIZE) {
  const index = clampPage(page, rows.length, pageSize);
  const start = index * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return { page: index, rows: slice, first: slice.length ? start + 1 : 0, last: start + slice.length };
}
