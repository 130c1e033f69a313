import { type ReactNode, useState } from 'react';
import { type Paging, usePaging } from '../../../components/table';
import { EMPTY_FLOW_FILTERS, type FlowFilterValues } from '../listFilters';
import { FlowSearchForm } from './FlowSearchForm';

/** One tab's list state: its search form (with the filters it shows), the filters set, and the paging; a search goes back to page 1. */
export function useCenterList(search: { hasApplicant?: boolean; hasStatus?: boolean }): {
  filters: FlowFilterValues;
  paging: Paging;
  setPaging: (next: Paging) => void;
  searchForm: ReactNode;
} {
  const [filters, setFilters] = useState<FlowFilterValues>(EMPTY_FLOW_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const searchForm = (
    <FlowSearchForm
      {...search}
      onSearch={(values) => {
        setFilters(values);
        toFirstPage();
      }}
    />
  );
  return { filters, paging, setPaging, searchForm };
}
