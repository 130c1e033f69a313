import { type Expression, PostgresAdapter, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Coffer, CofferCounts, CofferListQuerySchema, CofferOption } from '../../../shared/api/coffers';
import { type CofferCategory, defaultCofferCategory } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsLowered, escapeLike, sqliteTrigramContains } from '../../db/textMatch';
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
    // "Use": the few safes licensed to the caller less those they manage, so the safes are read by id; as a
    // filter on every safe, PostgreSQL reads all 10,000 to test them (bench/cofferList.ts).
    return category === 'use'
      ? query.where(
          'coffers.id',
          'in',
          licensed.where('coffer_id', 'not in', managedCofferIdsQuery(db, caller.userId, now)),
        )
      : notManaged(query.where('coffers.id', 'not in', licensed));
  };
}

/** Beyond this many safes holding the text, SQLite's ordered walk of the safes with a substring test beats the trigram index. */
const TRIGRAM_SAFES_MAX = 1_000;

/**
 * Safes holding an account whose login name contains `text`, from the names each safe keeps (coffers.account_names,
 * migration 031): through its trigram index when the text has three characters or more (SQLite FTS5 while the
 * text is rare; PostgreSQL pg_trgm, which the planner weighs against reading the 10,000 rows), else a substring
 * test per safe. A name nearly every safe holds (root, ops) reads every safe either way; the substring test lets
 * a page stop at its last row (bench/cofferList.ts).
 */
async function holdingAccountNamed(db: Db, text: string): Promise<Expression<SqlBool>> {
  const needle = text.toLowerCase();
  if ([...needle].length < 3) return containsLowered(db, 'coffers.account_names', needle);
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<SqlBool>`coffers.account_names LIKE ${`%${escapeLike(needle)}%`} ESCAPE '\\'`;
  return sqliteTrigramContains(
    db,
    { fts: 'coffers_trigrams', id: 'coffers.id', column: 'coffers.account_names' },
    needle,
    TRIGRAM_SAFES_MAX,
  );
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
