import { PostgresAdapter, sql } from 'kysely';
import type { Db, DialectName } from '../src/server/db/database';
import { hashPassword } from '../src/server/security/passwords';
import { Permission } from '../src/shared/access/permissions';
import { ACCOUNT_PICKER_LIMIT } from '../src/shared/api/accounts';
import { DeptRole } from '../src/shared/enums';
import { type LicenceType, SafeApplicationStatus, VaultType } from '../src/shared/rules/cofferRules';
import { seedAccounts } from './accountList';
import { type BenchApp, openBenchApp, percentile, seedAssets, withPgDatabase } from './assetList';
import type { BenchRow } from './table';

/**
 * The coffer's safe lists at 10,000 safes over the 300,000 accounts of bench/accountList.ts, seeded straight
 * into the database: asset vaults of a few assets (one of 500), account vaults of 10–30 accounts, owned by 200
 * users and shared with 200 user groups, 20,000 licences of other users. The measured keeper owns 50 safes,
 * manages 100 more through two groups and 5 by manage licences, holds 200 valid licences (and expired, revoked
 * and future ones) and supervises one department of twelve. Timed through the HTTP layer (app.inject): the §6
 * safe list per category, with and without the safe-name and account-name filters, the counts, every safe for
 * a holder of system:allcoffer:manage, the accounts of the big asset vault and the keeper's account where-list.
 * Baselines in the same run: a plain indexed select of 100 safes ordered by name (no HTTP), and GET
 * /privilege/platform/list through the same HTTP path (as bench/accountList.ts).
 */
const COFFERS = 10_000;
const OWNERS = 200;
const GROUPS = 200;
const BIG_VAULT_ASSETS = 500;
const OTHER_LICENCES_PER_OWNER = 100;
const ROUNDS = 60;
const TARGET_MS = 20;
const PASSWORD = 'Bench@coffer2026';
const WORDS = ['Prod', 'Test', 'Dev', 'Finance', 'Backup'];

export interface CofferListResult {
  dialect: DialectName;
  coffers: number;
  accounts: number;
  calls: { name: string; p50: number; p95: number }[];
  baselineP50: number;
  baselineP95: number;
  httpBaselineP95: number;
}

/** Which safes the keeper holds what on, by the safe's seed number n (0 … COFFERS − 1). */
const keeperOwns = (n: number) => n % 199 === 0;
const keeperLicence = (n: number): { type: LicenceType; state: 'valid' | 'expired' | 'revoked' | 'future' } | null => {
  if (n % 50 === 25) return { type: (['view', 'use', 'reveal'] as const)[n % 3] ?? 'use', state: 'valid' };
  if (n % 2000 === 1000) return { type: 'manage', state: 'valid' };
  if (n % 100 === 10) return { type: 'use', state: 'expired' };
  if (n % 500 === 30) return { type: 'use', state: 'revoked' };
  if (n % 1000 === 40) return { type: 'use', state: 'future' };
  return null;
};

interface Seeded {
  bigVaultId: number;
  keeper: { id: number; userName: string };
  auditor: { id: number; userName: string };
}

async function insertUser(
  db: Db,
  userName: string,
  options: { passwordHash?: string; permissions?: string[]; deptId?: number; deptRole?: number } = {},
) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: userName,
      nick_name: userName,
      password_hash: options.passwordHash ?? '',
      email: '',
      phonenumber: '',
      avatar: '',
      user_kind: 0,
      user_source: 0,
      status: 0,
      valid_from: null,
      valid_to: null,
      must_change_password: 0,
      password_changed_at: now,
      failed_attempts: 0,
      locked_until: null,
      dept_id: options.deptId ?? null,
      ...(options.deptRole === undefined ? {} : { dept_role: options.deptRole }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.permissions) {
    const role = await db
      .insertInto('roles')
      .values({ role_key: `bench_${userName}`, name_zh: userName, name_en: userName, sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values(options.permissions.map((permission) => ({ role_id: role.id, permission })))
      .execute();
    await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
  return { id, userName };
}

async function insertBatched<T>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * The names each safe holds (coffers.account_names, migration 031): the server keeps them when members change
 * through its own calls; the seed writes members directly, so it fills them in one statement as 031 does.
 */
async function fillAccountNames(db: Db): Promise<void> {
  const aggregate =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`string_agg(name, chr(10))`
      : sql`group_concat(name, char(10))`;
  await sql`UPDATE coffers SET account_names = coalesce((
    SELECT ${aggregate} FROM (
      SELECT a.search_name AS name FROM coffer_assets m JOIN accounts a ON a.asset_id = m.asset_id
        WHERE m.coffer_id = coffers.id
      UNION ALL
      SELECT a.search_name AS name FROM coffer_accounts m JOIN accounts a ON a.id = m.account_id
        WHERE m.coffer_id = coffers.id
    ) names), '')`.execute(db);
}

export async function seedCoffers(db: Db, deptId: number): Promise<Seeded> {
  const now = new Date();
  const at = now.toISOString();
  const day = 86_400_000;
  const shift = (days: number) => new Date(now.getTime() + days * day).toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const keeper = await insertUser(db, 'coffer_keeper', {
    passwordHash,
    permissions: [Permission.homeQuery, Permission.cofferQuery, Permission.cofferManage, Permission.assetQuery],
    deptId,
    deptRole: DeptRole.supervisor,
  });
  const auditor = await insertUser(db, 'coffer_auditor', {
    passwordHash,
    permissions: [Permission.homeQuery, Permission.cofferQuery, Permission.allCofferManage],
  });
  const assets = await db
    .selectFrom('assets')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.countAll().as('n')])
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('accounts')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max'), eb.fn.countAll().as('n')])
    .executeTakeFirstOrThrow();
  const [firstAsset, assetCount] = [Number(assets.min), Number(assets.n)];
  const [firstAccount, accountCount] = [Number(accounts.min), Number(accounts.n)];
  if (Number(accounts.max) - firstAccount + 1 !== accountCount) throw new Error('account ids are not contiguous');

  return db.transaction().execute(async (trx) => {
    const owners: number[] = [];
    for (let index = 0; index < OWNERS; index += 1) owners.push((await insertUser(trx, `coffer_owner_${index}`)).id);
    const groups = await trx
      .insertInto('user_groups')
      .values(
        Array.from({ length: GROUPS }, (_, index) => ({
          group_name: `coffer-group-${index}`,
          remark: '',
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const groupIds = groups.map((row) => row.id);
    // The keeper is in groups 0 and 1 (100 safes); every owner in two groups.
    await trx
      .insertInto('user_group_members')
      .values([
        ...[0, 1].map((index) => ({ group_id: groupIds[index] as number, user_id: keeper.id, created_at: at })),
        ...owners.flatMap((userId, index) =>
          [index % GROUPS, (index * 7 + 3) % GROUPS]
            .filter((group, at_, all) => at_ === 0 || group !== all[0])
            .map((group) => ({ group_id: groupIds[group] as number, user_id: userId, created_at: at })),
        ),
      ])
      .execute();

    const cofferRows = Array.from({ length: COFFERS }, (_, n) => {
      const name = `${WORDS[n % WORDS.length]}-safe-${n}`;
      return {
        name,
        search_name: name.toLowerCase(),
        vault_type: n % 2 === 0 ? VaultType.asset : VaultType.account,
        owner_id: keeperOwns(n) ? keeper.id : (owners[n % OWNERS] as number),
        group_id: n % 10 === 9 ? null : (groupIds[n % GROUPS] as number),
        description: '',
        created_by: 'bench',
        created_at: at,
        updated_at: at,
      };
    });
    const ids: number[] = [];
    await insertBatched(cofferRows, 500, async (batch) => {
      const inserted = await trx.insertInto('coffers').values(batch).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    });
    const idOf = (n: number) => ids[n] as number;

    const assetMembers: { coffer_id: number; asset_id: number }[] = [];
    const accountMembers: { coffer_id: number; account_id: number }[] = [];
    for (let n = 0; n < COFFERS; n += 1) {
      if (n === 0) {
        for (let j = 0; j < BIG_VAULT_ASSETS; j += 1)
          assetMembers.push({ coffer_id: idOf(n), asset_id: firstAsset + j });
      } else if (n % 2 === 0) {
        for (let j = 0; j <= n % 5; j += 1)
          assetMembers.push({ coffer_id: idOf(n), asset_id: firstAsset + ((n * 7919 + j * 104_729) % assetCount) });
      } else {
        const start = (n * 7919) % (accountCount - 30);
        for (let j = 0; j < 10 + (n % 21); j += 1)
          accountMembers.push({ coffer_id: idOf(n), account_id: firstAccount + start + j });
      }
    }
    await insertBatched(assetMembers, 2000, (batch) => trx.insertInto('coffer_assets').values(batch).execute());
    await insertBatched(accountMembers, 2000, (batch) => trx.insertInto('coffer_accounts').values(batch).execute());
    await fillAccountNames(trx);

    const licence = (cofferN: number, userId: number, type: LicenceType, state: string) => ({
      coffer_id: idOf(cofferN),
      user_id: userId,
      licence_type: type,
      starts_at: state === 'future' ? shift(1) : shift(-30),
      ends_at: state === 'expired' ? shift(-1) : shift(60),
      issued_by: 'bench',
      issued_at: at,
      record_id: null,
      revoked_at: state === 'revoked' ? shift(-2) : null,
      revoked_by: state === 'revoked' ? 'bench' : null,
    });
    const licences = [];
    for (let n = 0; n < COFFERS; n += 1) {
      const held = keeperLicence(n);
      if (held) licences.push(licence(n, keeper.id, held.type, held.state));
    }
    for (const [index, userId] of owners.entries())
      for (let k = 0; k < OTHER_LICENCES_PER_OWNER; k += 1)
        licences.push(
          licence(
            (index * 7919 + k * 97) % COFFERS,
            userId,
            (['view', 'use', 'reveal', 'manage'] as const)[k % 4] ?? 'use',
            k % 5 === 0 ? 'expired' : 'valid',
          ),
        );
    await insertBatched(licences, 1000, (batch) => trx.insertInto('coffer_licences').values(batch).execute());

    const application = (n: number, userId: number, userName: string, status: number) => ({
      coffer_id: idOf(n),
      coffer_name: cofferRows[n]?.name ?? '',
      user_id: userId,
      user_name: userName,
      reason: 'bench',
      licence_type: 'use',
      starts_at: at,
      ends_at: shift(30),
      status,
      refuse_reason: '',
      decided_by: null,
      decided_by_name: '',
      created_at: at,
      updated_at: null,
    });
    const applications = [];
    for (let n = 77; n < COFFERS; n += 500)
      applications.push(application(n, keeper.id, keeper.userName, SafeApplicationStatus.waiting));
    for (const [index, userId] of owners.entries())
      for (let k = 0; k < 10; k += 1)
        applications.push(
          application(
            (index * 31 + k * 1009) % COFFERS,
            userId,
            `coffer_owner_${index}`,
            k % 2 === 0 ? SafeApplicationStatus.waiting : SafeApplicationStatus.refused,
          ),
        );
    await insertBatched(applications, 500, (batch) => trx.insertInto('coffer_applications').values(batch).execute());
    const favourites = [];
    for (let n = 5; n < COFFERS; n += 333) favourites.push({ user_id: keeper.id, coffer_id: idOf(n), created_at: at });
    await trx.insertInto('coffer_favourites').values(favourites).execute();
    return { bigVaultId: idOf(0), keeper, auditor };
  });
}

/** Signs a seeded user in the way the console does (captcha read back from the database, then the password). */
export async function signInAs(bench: BenchApp, userName: string): Promise<string> {
  const uuid = ((await bench.inject('GET', '/ucenter/captcha')).data as { uuid?: string } | undefined)?.uuid ?? '';
  const { answer } = await bench.app.gatehouse.db
    .selectFrom('captchas')
    .select('answer')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  const login = await bench.inject('POST', '/ucenter/login/passwdLogin', undefined, {
    username: userName,
    password: PASSWORD,
    code: answer,
    uuid,
  });
  return (login.data as { token?: string } | undefined)?.token ?? '';
}

interface Call {
  name: string;
  url: string;
  token: string;
}

/** The calls timed each round; search texts change with the round. */
function callMix(tokens: { keeper: string; auditor: string }, bigVaultId: number, round: number): Call[] {
  const word = (WORDS[round % WORDS.length] as string).toLowerCase();
  const svc = `svc-${(round * 7919) % 100_000}`;
  const list = (query: Record<string, string>) => `/coffer/getCofferList?${new URLSearchParams(query)}`;
  const calls: Call[] = [];
  for (const category of ['manage', 'use', 'unauthorised'] as const) {
    calls.push(
      { name: `safe list, ${category}, page 1 of 100`, url: list({ category }), token: tokens.keeper },
      {
        name: `safe list, ${category}, safe-name filter (~1 in 5)`,
        url: list({ category, cofferName: word }),
        token: tokens.keeper,
      },
      {
        name: `safe list, ${category}, account-name filter (few hits)`,
        url: list({ category, accountName: svc }),
        token: tokens.keeper,
      },
    );
  }
  const all = (query: Record<string, string>) => `/coffer/getAllCofferList?${new URLSearchParams(query)}`;
  calls.push(
    {
      name: 'safe list, unauthorised, account-name filter matching every safe (100,000 accounts)',
      url: list({ category: 'unauthorised', accountName: 'ops' }),
      token: tokens.keeper,
    },
    { name: 'safe counts per category', url: '/coffer/getCofferCounts', token: tokens.keeper },
    { name: 'every safe (allcoffer:manage), page 1 of 100', url: all({}), token: tokens.auditor },
    { name: 'every safe, safe-name filter (~1 in 5)', url: all({ cofferName: word }), token: tokens.auditor },
    { name: 'every safe, account-name filter (few hits)', url: all({ accountName: svc }), token: tokens.auditor },
    {
      name: `accounts of a ${BIG_VAULT_ASSETS}-asset vault, page 1 of 100`,
      url: `/coffer/accountList?${new URLSearchParams({ cofferId: String(bigVaultId), pageSize: '100' })}`,
      token: tokens.keeper,
    },
    {
      name: `accounts of a ${BIG_VAULT_ASSETS}-asset vault, name filter`,
      url: `/coffer/accountList?${new URLSearchParams({ cofferId: String(bigVaultId), pageSize: '100', accountName: 'svc-1' })}`,
      token: tokens.keeper,
    },
  );
  const where = (query: Record<string, string>) =>
    `/privilege/account/getAccountWhereList?${new URLSearchParams(query)}`;
  // The safe dialog's account picker asks for the first ACCOUNT_PICKER_LIMIT; the full where-list answers up to ACCOUNT_WHERE_LIMIT.
  const picker = (query: Record<string, string>) => where({ ...query, limit: String(ACCOUNT_PICKER_LIMIT) });
  calls.push(
    { name: 'account picker of a department supervisor, no filter', url: picker({}), token: tokens.keeper },
    {
      name: 'account picker of a department supervisor, name search (few hits)',
      url: picker({ accountName: svc }),
      token: tokens.keeper,
    },
    {
      name: 'account picker of a department supervisor, name search (many hits)',
      url: picker({ accountName: 'ops' }),
      token: tokens.keeper,
    },
    { name: 'account where-list of a department supervisor, no filter', url: where({}), token: tokens.keeper },
    {
      name: 'account where-list of a department supervisor, name search (many hits)',
      url: where({ accountName: 'ops' }),
      token: tokens.keeper,
    },
  );
  return calls;
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<CofferListResult> {
  const bench = await openBenchApp(databaseUrl);
  const { app, inject, token, close } = bench;
  try {
    const db = app.gatehouse.db;
    const { deptIds } = await seedAssets(db);
    const { accounts } = await seedAccounts(db);
    const seeded = await seedCoffers(db, deptIds[0] as number);
    // A live installation's autovacuum keeps the visibility map set; straight after seeding, only VACUUM does.
    if (dialect === 'postgres') await sql`VACUUM (ANALYZE)`.execute(db);
    const tokens = {
      keeper: await signInAs(bench, seeded.keeper.userName),
      auditor: await signInAs(bench, seeded.auditor.userName),
    };

    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const plainSelect = () =>
      db.selectFrom('coffers').selectAll().orderBy('search_name').orderBy('id').limit(100).execute();
    const hits = new Map<string, string>();
    for (const call of callMix(tokens, seeded.bigVaultId, 0)) {
      const reply = (await inject('GET', call.url, call.token)) as { total?: number; data?: unknown };
      const found = reply.total ?? (Array.isArray(reply.data) ? reply.data.length : undefined);
      if (found !== undefined) hits.set(call.name, found.toLocaleString('en'));
    }
    const counts = (await inject('GET', '/coffer/getCofferCounts', tokens.keeper)).data as Record<string, number>;
    await plainSelect();
    const byName = new Map<string, number[]>();
    const baseline: number[] = [];
    const httpBaseline: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const call of callMix(tokens, seeded.bigVaultId, round)) {
        const samples = byName.get(call.name) ?? [];
        samples.push(await timed(() => inject('GET', call.url, call.token)));
        byName.set(call.name, samples);
      }
      baseline.push(await timed(plainSelect));
      httpBaseline.push(await timed(() => inject('GET', '/privilege/platform/list', token)));
    }
    const label = (name: string) => {
      const total = hits.get(name);
      if (name.startsWith('safe counts')) return `${name} (${counts.manage} / ${counts.use} / ${counts.unauthorised})`;
      return total === undefined ? name : `${name}; ${total} at warm-up`;
    };
    return {
      dialect,
      coffers: COFFERS,
      accounts,
      calls: [...byName].map(([name, samples]) => ({
        name: label(name),
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
      })),
      baselineP50: percentile(baseline, 0.5),
      baselineP95: percentile(baseline, 0.95),
      httpBaselineP95: percentile(httpBaseline, 0.95),
    };
  } finally {
    await close();
  }
}

export async function measureCofferList(dialect: DialectName): Promise<CofferListResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

/** One row per call: wall-clock p95 (p50 in the label) against the plain indexed select of the same run. */
export function cofferListRows(result: CofferListResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const scale = `${result.coffers.toLocaleString('en')} safes, ${result.accounts.toLocaleString('en')} accounts, ${label}`;
  const baseline = `${result.baselineP95.toFixed(1)} ms plain indexed select (${result.httpBaselineP95.toFixed(1)} ms asset-type list)`;
  return result.calls.map((call) => ({
    benchmark: `coffer: ${call.name} at ${scale} (p95 of ${ROUNDS}; p50 ${call.p50.toFixed(1)} ms)`,
    value: `${call.p95.toFixed(1)} ms`,
    baseline,
    ratio: `${(call.p95 / result.baselineP95).toFixed(1)}×`,
    target: `≤ ${TARGET_MS} ms ${call.p95 <= TARGET_MS ? 'met' : 'MISSED'}`,
  }));
}

/** `npx tsx bench/cofferList.ts` runs this benchmark alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const rows = [];
  for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...cofferListRows(await measureCofferList(dialect)));
  printTable(rows);
}
