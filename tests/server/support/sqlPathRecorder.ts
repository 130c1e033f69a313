/**
 * Setup file of the server suite: notes, for every query the server runs, the place in src/server that
 * ran it, the shape of its SQL and the dialect it ran on, so that sqlPathCoverage.ts can check at the end
 * of a full run that every query path run on SQLite also ran on PostgreSQL (suites may run on SQLite only, see
 * tests/server/README.md). Off unless GATEHOUSE_SQL_PATHS_DIR names where to write.
 */
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { type CompiledQuery, DefaultQueryExecutor, type QueryResult } from 'kysely';
import { expect } from 'vitest';

const dir = process.env.GATEHOUSE_SQL_PATHS_DIR;
const SOURCE_FRAME = /\((\/[^)]*\/src\/server\/[^)]+?):(\d+):\d+\)|at (\/[^ ]*\/src\/server\/[^ ]+?):(\d+):\d+$/;

type Execute = (this: DefaultQueryExecutor, query: CompiledQuery) => Promise<QueryResult<unknown>>;
interface Patched {
  executeQuery: Execute;
  __gatehouseSqlPaths?: true;
}

/**
 * The query's SQL with what varies by dialect or by data taken out: PostgreSQL's numbered placeholders,
 * the length of IN lists and of multi-row VALUES.
 */
export function sqlShape(sql: string): string {
  return sql
    .replace(/\$\d+/g, '?')
    .replace(/\(\?(?:, \?)*\)/g, '(?)')
    .replace(/\(\?\)(?:, \(\?\))+/g, '(?)')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `src/server/x/y.ts:42` of the innermost server frame, or undefined for a query a test ran itself. */
function querySite(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  for (const line of stack.split('\n')) {
    const match = SOURCE_FRAME.exec(line);
    if (!match) continue;
    const file = match[1] ?? match[3] ?? '';
    return `${file.slice(file.lastIndexOf('/src/server/') + 1)}:${match[2] ?? match[4]}`;
  }
  return undefined;
}

if (dir) {
  // QueryExecutorBase: every Kysely instance, transaction and migration runs its queries through it.
  const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as Patched;
  if (!base.__gatehouseSqlPaths) {
    base.__gatehouseSqlPaths = true;
    const execute = base.executeQuery;
    const written = new Set<string>();
    const out = join(dir, `${process.pid}-${threadId}.jsonl`);
    base.executeQuery = function (this: DefaultQueryExecutor, query: CompiledQuery) {
      const site = querySite();
      if (site) {
        const dialect = this.adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
        const suite = (expect.getState().testPath ?? '').replace(/^.*\/tests\/server\//, 'tests/server/');
        const shape = sqlShape(query.sql);
        const hash = createHash('sha1').update(shape).digest('hex').slice(0, 12);
        const key = `${dialect} ${site} ${hash} ${suite}`;
        if (!written.has(key)) {
          written.add(key);
          appendFileSync(out, `${JSON.stringify({ dialect, site, shape: hash, sql: shape.slice(0, 100), suite })}\n`);
        }
      }
      return execute.call(this, query);
    };
  }
}
