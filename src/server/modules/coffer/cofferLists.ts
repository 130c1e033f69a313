import {
  type Expression,
  type ExpressionBuilder,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { z } from 'zod';
import type { Coffer, CofferCounts, CofferListQuerySchema, CofferOption } from '../../../shared/api/coffers';
import { type CofferCategory, defaultCofferCategory } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsLowered, escapeLike } from '../../db/textMatch';
import { type CofferCaller, managedCofferIdsQuery, managesAllCoffers, validLicencesQuery } from './cofferAccess';
import { toCoffers } from './cofferRows';

type CofferQuery = SelectQueryBuilder<Database, 'coffers', object>;
type CofferListQuery = z.output<typeof CofferListQuerySchema>;
type Filters = Partial<Omit<CofferListQuery, 'pageNum' | 'pageSize' | 'category'>>;

/**
 * Spec §6 categories: a safe is in "manage rights" when the caller manages it, else in "use rights" when they
 * hold a valid licence on it, else "unauthorised" (they may apply for it). With system:allcoffer:manage every
 * safe is the caller's to manage.
 */
function inCategory(db: Db, caller: CofferCaller, category: CofferCategory, now: Date) {
  return (query: CofferQuery): CofferQuery => {
    const all = managesAllCoffers(caller);
    if (category === 'manage')
      return all ? query : query.where('coffers.id', 'in', managedCofferIdsQuery(db, caller.userId, now));
    if (all) return query.where(sql<boolean>`1 = 0`);
    const licensed = validLicencesQuery(db, caller.userId, now).select('coffer_id');
    const notManaged = (q: CofferQuery) =>
      q.where('coffers.id', 'not in', managedCofferIdsQuery(db, caller.userId, now));
    return category === 'use'
      ? notManaged(query.where('coffers.id', 'in', licensed))
      : notManaged(query.where('coffers.id', 'not in', licensed));
  };
}

/**
 * Up to this many accounts containing the searched name, SQLite finds the safes holding them from those accounts
 * (the trigram index of migration 023, then coffer_accounts_account and coffer_assets_asset); beyond it, or under
 * three characters, each safe tests its own accounts and stops at the first that matches (bench/cofferList.ts).
 */
const ACCOUNT_HITS_MAX = 10_000;

/**
 * "accounts.search_name contains `needle`" as a test the safes holding such accounts can be found from, or null
 * when each safe should rather test its own accounts. PostgreSQL always gets the test (with the pg_trgm index of
 * migration 023, LIKE lets its planner weigh the index against the scan); SQLite when the trigram index finds few.
 */
async function accountsNamed(db: Db, needle: string): Promise<Expression<SqlBool> | null> {
  const short = [...needle].length < 3;
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return short
      ? containsLowered(db, 'accounts.search_name', needle)
      : sql<SqlBool>`accounts.search_name LIKE ${`%${escapeLike(needle)}%`} ESCAPE '\\'`;
  if (short) return null;
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  const { hits } = await sql<{ hits: number }>`
    SELECT count(*) AS hits FROM (
      SELECT 1 FROM accounts_trigrams WHERE accounts_trigrams MATCH ${phrase} LIMIT ${ACCOUNT_HITS_MAX + 1}
    )`
    .execute(db)
    .then((result) => result.rows[0] ?? { hits: ACCOUNT_HITS_MAX + 1 });
  if (hits > ACCOUNT_HITS_MAX) return null;
  return sql<SqlBool>`accounts.id IN (SELECT rowid FROM accounts_trigrams WHERE accounts_trigrams MATCH ${phrase})`;
}

/** Safes holding an account whose login name contains `text`: in an account vault the account, in an asset vault its asset. */
async function holdingAccountNamed(db: Db, text: string) {
  const needle = text.toLowerCase();
  const named = await accountsNamed(db, needle);
  if (named)
    return (eb: ExpressionBuilder<Database, 'coffers'>) =>
      eb(
        'coffers.id',
        'in',
        eb
          .selectFrom('coffer_accounts')
          .select('coffer_accounts.coffer_id')
          .where('coffer_accounts.account_id', 'in', eb.selectFrom('accounts').select('accounts.id').where(named))
          .union(
            eb
              .selectFrom('coffer_assets')
              .select('coffer_assets.coffer_id')
              .where(
                'coffer_assets.asset_id',
                'in',
                eb.selectFrom('accounts').select('accounts.asset_id').where(named),
              ),
          ),
      );
  const matches = containsLowered(db, 'accounts.search_name', needle);
  return (eb: ExpressionBuilder<Database, 'coffers'>) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('coffer_accounts')
          .innerJoin('accounts', 'accounts.id', 'coffer_accounts.account_id')
          .select(sql`1`.as('one'))
          .whereRef('coffer_accounts.coffer_id', '=', 'coffers.id')
          .where(matches),
      ),
      eb.exists(
        eb
          .selectFrom('coffer_assets')
          .innerJoin('accounts', 'accounts.asset_id', 'coffer_assets.asset_id')
          .select(sql`1`.as('one'))
          .whereRef('coffer_assets.coffer_id', '=', 'coffers.id')
          .where(matches),
      ),
    ]);
}

async function filtered(db: Db, filters: Filters) {
  let query: CofferQuery = db.selectFrom('coffers');
  if (filters.cofferName) query = query.where(containsLowered(db, 'coffers.search_name', filters.cofferName));
  if (filters.vaultType !== undefined) query = query.where('coffers.vault_type', '=', Number(filters.vaultType));
  if (filters.accountName) query = query.where(await holdingAccountNamed(db, filters.accountName));
  return query;
}

async function page(
  db: Db,
  caller: CofferCaller,
  query: CofferQuery,
  paging: { pageNum?: number; pageSize?: number },
  now: Date,
): Promise<{ rows: Coffer[]; total: number }> {
  const pageSize = Number(paging.pageSize ?? 100);
  const pageNum = Number(paging.pageNum ?? 1);
  const [count, rows] = await Promise.all([
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll('coffers')
      .orderBy('coffers.search_name')
      .orderBy('coffers.id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
  ]);
  return { rows: await toCoffers(db, caller, rows, now), total: Number(count.n) };
}

export async function cofferCounts(db: Db, caller: CofferCaller, now: Date): Promise<CofferCounts> {
  const count = async (category: CofferCategory) => {
    const row = await inCategory(
      db,
      caller,
      category,
      now,
    )(db.selectFrom('coffers'))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [manage, use, unauthorised] = await Promise.all([count('manage'), count('use'), count('unauthorised')]);
  const manageAll = managesAllCoffers(caller);
  return { manage, use, unauthorised, manageAll, category: defaultCofferCategory({ manageAll, manage, unauthorised }) };
}

export async function cofferListPage(
  db: Db,
  caller: CofferCaller,
  query: CofferListQuery,
  now: Date,
): Promise<{ rows: Coffer[]; total: number }> {
  const category = query.category ?? (await cofferCounts(db, caller, now)).category;
  const base = await filtered(db, query);
  return page(db, caller, category === 'all' ? base : inCategory(db, caller, category, now)(base), query, now);
}

export async function allCofferPage(
  db: Db,
  caller: CofferCaller,
  query: Filters & { pageNum?: number; pageSize?: number },
  now: Date,
) {
  return page(db, caller, await filtered(db, query), query, now);
}

/** The safes the caller manages, as options; at most 500 (narrow by name for more). */
export async function managedCofferOptions(
  db: Db,
  caller: CofferCaller,
  cofferName: string | undefined,
  now: Date,
): Promise<CofferOption[]> {
  let query = inCategory(db, caller, 'manage', now)(await filtered(db, { cofferName }));
  query = query.orderBy('coffers.search_name');
  const rows = await query.select(['coffers.id', 'coffers.name', 'coffers.vault_type']).limit(500).execute();
  return rows.map((row) => ({ cofferId: row.id, cofferName: row.name, vaultType: row.vault_type }));
}

export async function favouriteCoffers(db: Db, caller: CofferCaller, now: Date): Promise<Coffer[]> {
  const rows = await db
    .selectFrom('coffers')
    .innerJoin('coffer_favourites', 'coffer_favourites.coffer_id', 'coffers.id')
    .selectAll('coffers')
    .where('coffer_favourites.user_id', '=', caller.userId)
    .orderBy('coffers.search_name')
    .limit(500)
    .execute();
  return toCoffers(db, caller, rows, now);
}
