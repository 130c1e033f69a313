import { sql } from 'kysely';
import type { Db, DialectName } from '../src/server/db/database';
import { openBenchApp, percentile, seedAssets, withPgDatabase } from './assetList';
import type { BenchRow } from './table';

/**
 * Accounts at 300,000 (issue 5): the 100,000 assets of bench/assetList.ts, each with three accounts
 * (root privileged, ops, svc-<n>), seeded straight into the database; then the account list of an asset
 * and the §7 where-lists with and without search, timed through the HTTP layer (app.inject) as the
 * bench administrator. Baseline: GET /privilege/platform/list on the same app.
 */
const ACCOUNTS_PER_ASSET = 3;
const ROUNDS = 30;

export interface AccountListResult {
  dialect: DialectName;
  accounts: number;
  /** Per call of the mix: p50 and p95 wall clock, and p95 of the server process's CPU time. */
  calls: { name: string; p50: number; p95: number; cpuP95: number }[];
  p50: number;
  p95: number;
  cpuP95: number;
  baselineP95: number;
  samples: number;
}

export async function seedAccounts(db: Db): Promise<{ firstAssetId: number; assets: number; accounts: number }> {
  const { min, max } = await db
    .selectFrom('assets')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
    .executeTakeFirstOrThrow();
  const firstAssetId = Number(min);
  const lastAssetId = Number(max);
  const now = new Date().toISOString();
  const names = (n: number) => [
    { account_name: 'root', account_type: 1 },
    { account_name: 'ops', account_type: 0 },
    { account_name: `svc-${n}`, account_type: 0 },
  ];
  const batch = 300;
  let accounts = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = firstAssetId; start <= lastAssetId; start += batch) {
      const rows = [];
      for (let assetId = start; assetId < Math.min(start + batch, lastAssetId + 1); assetId += 1) {
        for (const account of names(assetId - firstAssetId).slice(0, ACCOUNTS_PER_ASSET))
          rows.push({
            asset_id: assetId,
            ...account,
            search_name: account.account_name,
            auth_kind: 'password',
            secret_sealed: null,
            passphrase_sealed: null,
            key_fingerprint: null,
            description: '',
            check_result: 2,
            check_key: null,
            check_params: null,
            checked_at: null,
            created_at: now,
            updated_at: now,
          });
      }
      await trx.insertInto('accounts').values(rows).execute();
      accounts += rows.length;
    }
  });
  return { firstAssetId, assets: lastAssetId - firstAssetId + 1, accounts };
}

/** The calls of the mix, by name: list of one asset, its search, and the where-lists. */
function callMix(firstAssetId: number, assets: number, round: number): { name: string; url: string }[] {
  const n = (round * 7919) % assets;
  const assetId = firstAssetId + n;
  const list = (query: Record<string, string>) => `/privilege/account/list?${new URLSearchParams(query)}`;
  const where = (query: Record<string, string>) =>
    `/privilege/account/getAccountWhereList?${new URLSearchParams(query)}`;
  return [
    { name: 'list of one asset', url: list({ assetId: String(assetId) }) },
    { name: 'list of one asset, name search', url: list({ assetId: String(assetId), accountName: 'svc' }) },
    { name: 'where-list, name search (few hits)', url: where({ accountName: `svc-${n}` }) },
    { name: 'where-list, name search (100k hits)', url: where({ accountName: 'OPS' }) },
    { name: 'where-list, privileged', url: where({ accountType: '1' }) },
    { name: 'where-list of one asset', url: where({ assetId: String(assetId) }) },
    { name: 'where-list, no filter', url: where({}) },
    {
      name: 'all-where-list, name search',
      url: `/privilege/account/getAllAccountWhereList?${new URLSearchParams({ accountName: `svc-${n}` })}`,
    },
  ];
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<AccountListResult> {
  const { app, inject, token, close } = await openBenchApp(databaseUrl);
  try {
    await seedAssets(app.gatehouse.db);
    const seeded = await seedAccounts(app.gatehouse.db);
    if (dialect === 'postgres') await sql`ANALYZE`.execute(app.gatehouse.db);
    const time = async (url: string) => {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await inject('GET', url, token);
      const used = process.cpuUsage(cpuStarted);
      return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
    };
    for (const call of callMix(seeded.firstAssetId, seeded.assets, 0)) await time(call.url);
    const byName = new Map<string, { wall: number; cpu: number }[]>();
    const baseline: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const call of callMix(seeded.firstAssetId, seeded.assets, round)) {
        const samples = byName.get(call.name) ?? [];
        samples.push(await time(call.url));
        byName.set(call.name, samples);
      }
      baseline.push((await time('/privilege/platform/list')).wall);
    }
    const all = [...byName.values()].flat();
    const walls = all.map((sample) => sample.wall);
    return {
      dialect,
      accounts: seeded.accounts,
      calls: [...byName].map(([name, samples]) => ({
        name,
        p50: percentile(
          samples.map((sample) => sample.wall),
          0.5,
        ),
        p95: percentile(
          samples.map((sample) => sample.wall),
          0.95,
        ),
        cpuP95: percentile(
          samples.map((sample) => sample.cpu),
          0.95,
        ),
      })),
      p50: percentile(walls, 0.5),
      p95: percentile(walls, 0.95),
      cpuP95: percentile(
        all.map((sample) => sample.cpu),
        0.95,
      ),
      baselineP95: percentile(baseline, 0.95),
      samples: all.length,
    };
  } finally {
    await close();
  }
}

export async function measureAccountList(dialect: DialectName): Promise<AccountListResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

/**
 * One row per call of the mix (wall-clock p95 and p50, with the server's CPU time per call p95 — what an
 * idle machine would wait for SQLite, which runs in-process) and two for the whole mix, target on SQLite.
 */
export function accountListRows(result: AccountListResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const target = result.dialect === 'sqlite' ? '≤ 20 ms' : '—';
  const scale = `${result.accounts.toLocaleString('en')} accounts, ${label}`;
  const cpuNote = result.dialect === 'postgres' ? ', Node side only' : '';
  return [
    ...result.calls.map((call) => ({
      benchmark: `account ${call.name} at ${scale} (p95 of ${ROUNDS}; p50 ${call.p50.toFixed(1)} ms; CPU p95 ${call.cpuP95.toFixed(1)} ms${cpuNote})`,
      value: `${call.p95.toFixed(1)} ms`,
      baseline: `${result.baselineP95.toFixed(1)} ms asset-type list`,
      ratio: `${(call.p95 / result.baselineP95).toFixed(1)}×`,
      target,
    })),
    {
      benchmark: `account list/search mix at ${scale} (p95 of ${result.samples}; p50 ${result.p50.toFixed(1)} ms)`,
      value: `${result.p95.toFixed(1)} ms`,
      baseline: `${result.baselineP95.toFixed(1)} ms asset-type list`,
      ratio: `${(result.p95 / result.baselineP95).toFixed(1)}×`,
      target,
    },
    {
      benchmark: `account list/search mix at ${scale}: server CPU per call (p95${cpuNote})`,
      value: `${result.cpuP95.toFixed(1)} ms`,
      baseline: `${result.p95.toFixed(1)} ms wall clock`,
      ratio: `${(result.cpuP95 / result.p95).toFixed(2)}×`,
      target,
    },
  ];
}

/** `npx tsx bench/accountList.ts` runs this benchmark alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const rows = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    rows.push(...accountListRows(await measureAccountList(dialect)));
  printTable(rows);
}
