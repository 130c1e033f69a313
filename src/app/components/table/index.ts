/** Shared list widgets (spec §2): the pager and the column show/hide toolbar. */
export { ColumnToolbar, type ColumnToolbarProps } from './ColumnToolbar';
export { Pagination, type PaginationProps } from './Pagination';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, pagerItems } from './pagerItems';
export { type ColumnOption, useColumnVisibility } from './useColumnVisibility';
