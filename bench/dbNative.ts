import { existsSync } from 'node:fs';
import type { NativeToken } from '../src/shared/api/dbNative';
import { TARGET_DB } from '../tests/support/databases';
import { type BenchApp, openBenchApp } from './assetList';
import { type DbKind, grantedDatabaseAsset } from './dbTarget';
import type { BenchRow } from './table';

/**
 * Native database clients through Gatehouse's listeners (issue 18 item 4): per protocol, the added latency per
 * statement and the throughput of a large result, through the listener against a direct connection of the same
 * account, with the protocol's own client programs (separate processes: the bench's event loop is the server's).
 * Each protocol has its module in bench/dbNative/ (postgres.ts, mysql.ts) exporting `measureNative`; the ones
 * present are run. Gatehouse on SQLite, in process. Alone: `npx tsx bench/dbNative.ts`.
 */
export interface NativeBenchSetup {
  bench: BenchApp;
  /** A fresh token of the bench operator for that kind's asset (listener host and port included). */
  issueToken: () => Promise<NativeToken>;
  database: string;
}

export interface NativeBenchModule {
  readonly kind: DbKind;
  measureNative(setup: NativeBenchSetup): Promise<BenchRow[]>;
}

const MODULES = ['postgres', 'mysql'] as const;

/** Each protocol on a Gatehouse of its own (the bench operator is made once per Gatehouse). */
export async function measureDbNative(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const name of MODULES) {
    const url = new URL(`./dbNative/${name}.ts`, import.meta.url);
    if (!existsSync(url)) continue;
    const module = (await import(url.href)) as NativeBenchModule;
    const bench = await openBenchApp(undefined, {
      nativeListeners: { postgresqlPort: 0, mysqlPort: 0, host: '127.0.0.1' },
    });
    try {
      const { assetId, accountId, operatorToken } = await grantedDatabaseAsset(bench, module.kind);
      const issueToken = async () =>
        (await bench.inject('POST', '/database/native-tokens', operatorToken, { assetId, accountId }))
          .data as NativeToken;
      rows.push(...(await module.measureNative({ bench, issueToken, database: TARGET_DB.database })));
    } finally {
      await bench.close();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  printTable(await measureDbNative());
}
