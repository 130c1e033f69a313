/**
 * Vitest reporter: after the run, every test file's time, slowest first, with its share of the total, so
 * that a growing suite shows where its minutes go (CI must stay well under 30 minutes on two cores).
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export class FileDurations implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        file: relative(process.cwd(), module.moduleId),
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        tests: [...module.children.allTests()].length,
      };
    });
    process.stdout.write(durationTable(rows, 'Time per file'));
  }
}

export interface FileDuration {
  file: string;
  ms: number;
  tests: number;
}

/** The table both reporters print: one row per file, slowest first, with its share of the total. */
export function durationTable(rows: FileDuration[], heading: string): string {
  if (rows.length === 0) return '';
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const sorted = [...rows].sort((a, b) => b.ms - a.ms);
  const width = Math.max(...sorted.map((row) => row.file.length));
  const lines = sorted.map(
    (row) =>
      `   ${row.file.padEnd(width)}  ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${((100 * row.ms) / total)
        .toFixed(1)
        .padStart(5)} %  ${String(row.tests).padStart(3)} tests`,
  );
  return `\n ${heading}, slowest first (${rows.length} files, ${(total / 1000).toFixed(1)} s in all):\n${lines.join('\n')}\n`;
}
