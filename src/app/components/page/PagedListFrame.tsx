import { type Key, type ReactNode, useState } from 'react';
import { ColumnToolbar, type DataColumn, DataTable, Pagination, type Paging } from '../table';
import { ListFrame } from './ListFrame';

/** What the frame reads of a list query (TanStack Query's result has it all). */
export interface PagedList<R> {
  isPending: boolean;
  isError: boolean;
  data?: { rows: readonly R[]; total: number } | undefined;
  /** When the rows were fetched (0 without rows): offline, the frame shows the copy's date. */
  dataUpdatedAt?: number;
  refetch: () => unknown;
}

export interface PagedListFrameProps<R> {
  /** The page's heading, also the table's accessible name unless `tableLabel` names it. */
  title: string;
  /** Above the search and kept when the search is hidden, such as the page's tab list. */
  header?: ReactNode;
  /** Hidden and shown again by the toolbar's search button. */
  search: ReactNode;
  actions?: ReactNode;
  list: PagedList<R>;
  columns: readonly DataColumn<R>[];
  rowKey: (row: R) => Key;
  /** The table's accessible name when it is not the page's (the selected tab's). */
  tableLabel?: string;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** Shown after the table, such as the list's add / change dialog. */
  children?: ReactNode;
}

/** A list page's frame around one page of `list`: the column toolbar (show/hide search, refresh), table, pager. */
export function PagedListFrame<R>({
  title,
  header,
  search,
  actions,
  list,
  columns,
  rowKey,
  tableLabel,
  paging,
  onPagingChange,
  children,
}: PagedListFrameProps<R>) {
  const [isSearchShown, setSearchShown] = useState(true);
  return (
    <ListFrame
      title={title}
      search={
        header ? (
          <>
            {header}
            {isSearchShown && search}
          </>
        ) : (
          isSearchShown && search
        )
      }
      actions={actions}
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void list.refetch()}
        />
      }
      isPending={list.isPending}
      isError={list.isError}
      dataUpdatedAt={list.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={list.data?.total ?? 0}
          onChange={(pageNum, pageSize) => onPagingChange({ pageNum, pageSize })}
        />
      }
    >
      <DataTable label={tableLabel ?? title} columns={columns} rows={list.data?.rows ?? []} rowKey={rowKey} />
      {children}
    </ListFrame>
  );
}
