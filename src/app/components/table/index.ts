/** Shared list widgets (spec §2): a plain table, the pager with its page state and the column show/hide toolbar. */
export { ColumnToolbar, type ColumnToolbarProps } from './ColumnToolbar';
export { type DataColumn, DataTable } from './DataTable';
export { Pagination, type PaginationProps } from './Pagination';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, pagerItems } from './pagerItems';
export { type ColumnOption, useColumnVisibility } from './useColumnVisibility';
export { type Paging, usePaging } from './usePaging';
