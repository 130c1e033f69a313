/**
 * Playwright reporter: after the run, each spec file's time (from its first test's start to its last
 * test's end, hooks included: the suite runs one worker), slowest first, with its share of the total.
 * The list reporter prints each test; this shows where a growing suite's minutes go.
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { durationTable } from '../../support/fileDurations';

interface Span {
  start: number;
  end: number;
  tests: number;
}

export default class FileDurations implements Reporter {
  private readonly spans = new Map<string, Span>();

  onTestBegin(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const span = this.spans.get(file);
    const start = result.startTime.getTime();
    if (span) span.start = Math.min(span.start, start);
    else this.spans.set(file, { start, end: start, tests: 0 });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const span = this.spans.get(relative(process.cwd(), test.location.file));
    if (!span) return;
    span.end = Math.max(span.end, result.startTime.getTime() + result.duration);
    span.tests += 1;
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.spans].map(([file, span]) => ({ file, ms: span.end - span.start, tests: span.tests }));
    process.stdout.write(durationTable(rows, 'Time per spec file'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
