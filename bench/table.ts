export interface BenchRow {
  benchmark: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
}

/** Prints rows as an aligned plain-text table. */
export function printTable(rows: readonly BenchRow[]): void {
  const headers: (keyof BenchRow)[] = ['benchmark', 'value', 'baseline', 'ratio', 'target'];
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => row[header].length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(headers.map((header) => row[header])));
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
