/**
 * Reporter of the server suite: after a full run, every query site of src/server that ran on SQLite must
 * also have run on PostgreSQL at least once (sqlPathRecorder.ts notes them). Suites that run on SQLite
 * only (tests/server/README.md) are safe as long as some suite on both dialects reaches the same queries;
 * when none does, this names the sites and the suites that reach them, and fails the run. A path is the
 * place in the source (file:line of the innermost src/server frame) with the shape of the SQL it built
 * there, so a search or filter that adds a clause is a path of its own.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Seen {
  dialect: 'sqlite' | 'postgres';
  /** src/server file:line that ran the query. */
  site: string;
  /** Hash of the SQL's shape (sqlPathRecorder.ts), and its start for people to read. */
  shape: string;
  sql: string;
  suite: string;
}

const pathOf = (row: Seen): string => `${row.site} ${row.shape}`;

function testFilesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.test.ts'),
  ).length;
}

export class SqlPathCoverage implements Reporter {
  constructor(
    private readonly dir: string,
    private readonly suiteDir = 'tests/server',
  ) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const seen = this.read();
    if (process.env.GATEHOUSE_SQL_PATHS_KEEP === '1') process.stdout.write(`\n SQL paths kept in ${this.dir}\n`);
    else rmSync(this.dir, { recursive: true, force: true });
    const onPostgres = new Set(seen.filter((row) => row.dialect === 'postgres').map(pathOf));
    // A path a suite on both dialects took on SQLite only is SQLite's own branch (e.g. a migration step
    // that PostgreSQL does differently), which that suite's PostgreSQL half ran in its own way.
    // Such a path is covered for every suite that takes it (migrations and schema reads run in every suite).
    const suitesOnPostgres = new Set(seen.filter((row) => row.dialect === 'postgres').map((row) => row.suite));
    const sqliteOwnBranches = new Set(
      seen.filter((row) => row.dialect === 'sqlite' && suitesOnPostgres.has(row.suite)).map(pathOf),
    );
    const missing = new Map<string, { sql: string; suites: Set<string> }>();
    for (const row of seen) {
      if (row.dialect !== 'sqlite' || onPostgres.has(pathOf(row)) || sqliteOwnBranches.has(pathOf(row))) continue;
      const entry = missing.get(pathOf(row)) ?? { sql: row.sql, suites: new Set<string>() };
      entry.suites.add(row.suite);
      missing.set(pathOf(row), entry);
    }
    const paths = new Set(seen.map(pathOf)).size;
    const fullRun = testModules.length >= testFilesUnder(this.suiteDir);
    const out = process.stdout;
    if (missing.size === 0) {
      out.write(`\n SQL paths: ${paths} (query site and SQL shape), each ran on PostgreSQL\n`);
      return;
    }
    out.write(`\n SQL paths: ${missing.size} of ${paths} (query site and SQL shape) ran on SQLite only:\n`);
    for (const [path, { sql, suites }] of [...missing].sort()) {
      out.write(`   ${path.split(' ')[0]}  ${sql}  (${[...suites].sort().join(', ')})\n`);
    }
    if (!fullRun) {
      out.write(' (a partial run: not a failure; a full run fails on these)\n');
      return;
    }
    if (process.env.GATEHOUSE_SQL_PATHS_CHECK === 'warn') {
      out.write(' (GATEHOUSE_SQL_PATHS_CHECK=warn: not a failure this time)\n');
      return;
    }
    out.write(
      ' Put a suite that reaches them on both dialects (describeEachDatabase / DIALECTS), see tests/server/README.md\n',
    );
    process.exitCode = 1;
  }

  private read(): Seen[] {
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch {
      return [];
    }
    return files.flatMap((file) =>
      readFileSync(join(this.dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Seen),
    );
  }
}
