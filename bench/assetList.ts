import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/server/app';
import type { Db, DialectName } from '../src/server/db/database';
import { searchTextOf } from '../src/server/modules/assets/assetRows';
import { benchLicenceEnv } from './benchLicence';
import { BENCH_ADMIN } from './consoleSetup';
import type { BenchRow } from './table';

/**
 * The asset list at 100,000 assets (issue 5): seeds assets across asset types, departments, tags and
 * protocols straight into the database, then times list, search and filter calls through the HTTP layer
 * (app.inject: routing, token check, department scope, validation, serialisation). Baseline: GET
 * /privilege/platform/list on the same app (a small indexed list through the same path).
 */
const ASSETS = 100_000;
const DEPTS = 12;
const TAGS = 20;
const ROUNDS = 30;
const PG_ADMIN_URL = process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface AssetListResult {
  dialect: DialectName;
  p50: number;
  p95: number;
  /** Server-process CPU time per call (p95): what an idle machine would wait for SQLite; excludes PostgreSQL's own work. */
  cpuP95: number;
  baselineP50: number;
  baselineP95: number;
  calls: number;
}

/** Calls of the mix: the default page, search, filters, a sort and a deep page. */
export function queryMix(
  deptIds: number[],
  tagIds: number[],
  platformIds: number[],
  round: number,
): Record<string, string>[] {
  const pick = <T>(list: T[]) => list[round % list.length] as T;
  return [
    {},
    { keyword: `host-${(round * 7919) % ASSETS}` },
    { keyword: '10.1.' },
    { assetType: '3', sortBy: 'assetName', sortOrder: 'asc' },
    { tagId: String(pick(tagIds)) },
    { protocol: 'RDP', pageSize: '50' },
    { platformId: String(pick(platformIds)), deptId: String(pick(deptIds)) },
    { sortBy: 'address', sortOrder: 'desc', pageSize: '20' },
    { pageNum: String(1 + (round % 900)), pageSize: '100' },
  ];
}

export async function seedAssets(db: Db): Promise<{ deptIds: number[]; tagIds: number[]; platformIds: number[] }> {
  const now = new Date().toISOString();
  const platforms = await db.selectFrom('platforms').select(['id', 'asset_type', 'protocols']).execute();
  const deptIds: number[] = [];
  for (let index = 0; index < DEPTS; index += 1) {
    const { id } = await db
      .insertInto('departments')
      .values({ parent_id: null, name: `bench-dept-${index}`, sort: index, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    deptIds.push(id);
  }
  const tagIds: number[] = [];
  for (let index = 0; index < TAGS; index += 1) {
    const { id } = await db
      .insertInto('tags')
      .values({ name: `bench-tag-${index}`, description: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.push(id);
  }
  const batch = 500;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ASSETS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, ASSETS - start) }, (_, offset) => {
        const n = start + offset;
        const platform = platforms[n % platforms.length] as (typeof platforms)[number];
        const name = `host-${n}`;
        const address = platform.asset_type === 2 ? `https://app${n}.example.com` : `10.1.${(n >> 8) & 255}.${n & 255}`;
        return {
          name,
          asset_type: platform.asset_type,
          address,
          search_text: searchTextOf(name, address),
          platform_id: platform.id,
          dept_id: deptIds[n % DEPTS] ?? null,
          encoding: 'UTF-8',
          description: '',
          proxy_id: null,
          created_at: now,
          updated_at: now,
        };
      });
      const ids = await trx.insertInto('assets').values(rows).returning(['id', 'platform_id']).execute();
      const protocolRows = ids.flatMap((row) => {
        const platform = platforms.find((item) => item.id === row.platform_id);
        const offered = JSON.parse(platform?.protocols ?? '[]') as { protocol: string; port: number }[];
        return offered.map((entry) => ({ asset_id: row.id, protocol: entry.protocol, port: entry.port }));
      });
      await trx.insertInto('asset_protocols').values(protocolRows).execute();
      const tagRows = ids.flatMap((row, index) =>
        index % 3 === 0
          ? []
          : [
              { asset_id: row.id, tag_id: tagIds[row.id % TAGS] as number },
              { asset_id: row.id, tag_id: tagIds[(row.id * 7 + 3) % TAGS] as number },
            ].filter((entry, at, all) => at === 0 || entry.tag_id !== all[0]?.tag_id),
      );
      if (tagRows.length > 0) await trx.insertInto('asset_tags').values(tagRows).execute();
    }
  });
  return { deptIds, tagIds, platformIds: platforms.map((row) => row.id) };
}

export const percentile = (values: readonly number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
};

export async function withPgDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `gatehouse_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** One call through the HTTP layer; throws unless the envelope says 200. */
  inject: (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    body?: unknown,
  ) => Promise<{ code: number; msg: string; data?: unknown }>;
  /** The bench administrator's token (system:asset:all). */
  token: string;
  close: () => Promise<void>;
}

/** An in-process Gatehouse on a fresh data directory (and database), set up and signed in as BENCH_ADMIN. */
export async function openBenchApp(
  databaseUrl: string | undefined,
  options: Partial<BuildOptions> = {},
): Promise<BenchApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-bench-assets-'));
  const app = await buildApp({
    dataDir,
    databaseUrl,
    logger: false,
    distDir: join(dataDir, 'no-dist'),
    licence: { env: { ...process.env, ...benchLicenceEnv() } },
    ...options,
  });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const inject = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url: `/prod-api${url}`,
      headers: {
        'content-type': 'application/json',
        platform: 'WEB',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const envelope = response.json() as { code: number; msg: string; data?: unknown };
    if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
    return envelope;
  };
  try {
    await inject('POST', '/init', undefined, { ...BENCH_ADMIN, passwordConfirm: BENCH_ADMIN.password });
    const uuid = ((await inject('GET', '/ucenter/captcha')).data as { uuid?: string } | undefined)?.uuid ?? '';
    const { answer } = await app.gatehouse.db
      .selectFrom('captchas')
      .select('answer')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const login = await inject('POST', '/ucenter/login/passwdLogin', undefined, {
      username: BENCH_ADMIN.userName,
      password: BENCH_ADMIN.password,
      code: answer,
      uuid,
    });
    const token = (login.data as { token?: string } | undefined)?.token ?? '';
    return { app, inject, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<AssetListResult> {
  const { app, inject, token, close } = await openBenchApp(databaseUrl);
  try {
    const seeded = await seedAssets(app.gatehouse.db);
    if (dialect === 'postgres') await sql`ANALYZE`.execute(app.gatehouse.db);

    const cpu: number[] = [];
    const time = async (url: string) => {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await inject('GET', url, token);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      return performance.now() - started;
    };
    const listUrl = (query: Record<string, string>) => `/privilege/assets/list?${new URLSearchParams(query)}`;
    for (const query of queryMix(seeded.deptIds, seeded.tagIds, seeded.platformIds, 0)) await time(listUrl(query));
    const samples: number[] = [];
    const listCpu: number[] = [];
    const baseline: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const query of queryMix(seeded.deptIds, seeded.tagIds, seeded.platformIds, round)) {
        samples.push(await time(listUrl(query)));
        listCpu.push(cpu.at(-1) ?? Number.NaN);
      }
      baseline.push(await time('/privilege/platform/list'));
    }
    return {
      dialect,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      cpuP95: percentile(listCpu, 0.95),
      baselineP50: percentile(baseline, 0.5),
      baselineP95: percentile(baseline, 0.95),
      calls: samples.length,
    };
  } finally {
    await close();
  }
}

export async function measureAssetList(dialect: DialectName): Promise<AssetListResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

/** `npx tsx bench/assetList.ts` runs this benchmark alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const rows = [];
  for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...assetListRows(await measureAssetList(dialect)));
  printTable(rows);
}

/**
 * Two rows per database: wall-clock p95 (what a caller waits on this machine, load included) and the
 * server's CPU time per call p95 (what it waits on an idle machine with SQLite in-process).
 */
export function assetListRows(result: AssetListResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const mix = `${ASSETS.toLocaleString('en')} assets, list/search/filter/sort, ${label}`;
  return [
    {
      benchmark: `asset list at ${mix} (p95 of ${result.calls}; p50 ${result.p50.toFixed(1)} ms)`,
      value: `${result.p95.toFixed(1)} ms`,
      baseline: `${result.baselineP95.toFixed(1)} ms asset-type list`,
      ratio: `${(result.p95 / result.baselineP95).toFixed(1)}×`,
      target: result.dialect === 'sqlite' ? '≤ 20 ms' : '—',
    },
    {
      benchmark: `asset list at ${mix}: server CPU per call (p95${result.dialect === 'postgres' ? ', Node side only' : ''})`,
      value: `${result.cpuP95.toFixed(1)} ms`,
      baseline: `${result.p95.toFixed(1)} ms wall clock`,
      ratio: `${(result.cpuP95 / result.p95).toFixed(2)}×`,
      target: result.dialect === 'sqlite' ? '≤ 20 ms' : '—',
    },
  ];
}
