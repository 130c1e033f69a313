import { useState } from 'react';
import { usePaging } from '../../../components/table';
import type { CofferFilters } from '../cofferFilters';
import { CofferSearchBar } from './CofferSearchBar';

/** A safe list's search: its bar, the filters it set, and the paging; a search goes back to page 1. */
export function useCofferSearch() {
  const [filters, setFilters] = useState<CofferFilters>({});
  const { paging, setPaging, toFirstPage } = usePaging();
  const searchBar = (
    <CofferSearchBar
      onSearch={(next) => {
        setFilters(next);
        toFirstPage();
      }}
    />
  );
  return { filters, paging, setPaging, toFirstPage, searchBar };
}
