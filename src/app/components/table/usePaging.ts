import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './pagerItems';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A list's page and page size, starting on page 1; a new search goes back to page 1. */
export function usePaging() {
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const toFirstPage = () => setPaging((previous) => ({ ...previous, pageNum: 1 }));
  return { paging, setPaging, toFirstPage };
}
