import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ChartTable } from './chartOption';

export interface ChartTableViewProps {
  table: ChartTable;
  /** The table's accessible name: the chart's title. */
  label: string;
  formatValue?: (value: number) => string;
}

/** A chart's figures as a table: the view for screen readers and for whoever wants the exact numbers. */
export function ChartTableView({ table, label, formatValue = String }: ChartTableViewProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{table.category}</TableHeaderCell>
          {table.series.map((name) => (
            <TableHeaderCell key={name}>{name}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            {row.values.map((value, index) => (
              <TableCell key={table.series[index] ?? index}>{formatValue(value)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
