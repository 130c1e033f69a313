import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { Key, ReactNode } from 'react';

export interface DataColumn<R> {
  key: string;
  /** None for a column of row controls (a checkbox, a star). */
  header?: string;
  render: (row: R) => ReactNode;
}

/** A small table of `rows`, one cell per column; the list frame shows loading and errors around it. */
export function DataTable<R>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => Key;
}) {
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.render(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
