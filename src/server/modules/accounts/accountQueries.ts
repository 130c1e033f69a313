import type { z } from 'zod';
import {
  ACCOUNT_WHERE_LIMIT,
  type Account,
  type AccountOption,
  type AccountWhereQuerySchema,
  type ListAccountsQuerySchema,
} from '../../../shared/api/accounts';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { containsLowered } from '../../db/textMatch';
import { AppError } from '../../errors/appError';
import { type AssetScope, assetNotFound, canViewAsset, requireAccountManage } from '../assets';
import { accountNameContains } from './accountNameMatch';
import { type AccountWithAsset, toAccountOption, toAccounts } from './accountRows';

export const accountNotFound = () =>
  new AppError(ResponseCode.notFound, 'accountNotFound', {}, { data: { field: 'accountId' } });

export function selectAccounts(db: Db) {
  return db
    .selectFrom('accounts')
    .innerJoin('assets', 'assets.id', 'accounts.asset_id')
    .selectAll('accounts')
    .select(['assets.name as asset_name', 'assets.address', 'assets.dept_id']);
}

/** An account of an asset the caller sees; one out of sight is answered like one that does not exist. */
export async function visibleAccount(db: Db, scope: AssetScope, accountId: number): Promise<AccountWithAsset> {
  const row = await selectAccounts(db).where('accounts.id', '=', accountId).executeTakeFirst();
  if (!row || !canViewAsset(scope, { id: row.asset_id, dept_id: row.dept_id })) throw accountNotFound();
  return row;
}

/** An account of an asset whose accounts the caller manages (404 out of sight, 403 seen but not managed). */
export async function managedAccount(db: Db, scope: AssetScope, accountId: number): Promise<AccountWithAsset> {
  const row = await visibleAccount(db, scope, accountId);
  requireAccountManage(scope, { id: row.asset_id, dept_id: row.dept_id });
  return row;
}

export async function visibleAsset(db: Db, scope: AssetScope, assetId: number) {
  const row = await db
    .selectFrom('assets')
    .select(['id', 'name', 'address', 'dept_id', 'proxy_id'])
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!row || !canViewAsset(scope, row)) throw assetNotFound();
  return row;
}

/** An asset whose accounts the caller manages (add an account, accept a host key). */
export async function managedAsset(db: Db, scope: AssetScope, assetId: number) {
  const row = await visibleAsset(db, scope, assetId);
  requireAccountManage(scope, row);
  return row;
}

export async function accountDetail(db: Db, scope: AssetScope, accountId: number, lang: Lang): Promise<Account> {
  const [account] = await toAccounts(db, [await visibleAccount(db, scope, accountId)], scope, lang);
  if (!account) throw accountNotFound();
  return account;
}

export async function listAccountPage(
  db: Db,
  scope: AssetScope,
  query: z.output<typeof ListAccountsQuerySchema>,
  lang: Lang,
): Promise<{ rows: Account[]; total: number }> {
  await visibleAsset(db, scope, query.assetId);
  let base = db.selectFrom('accounts').where('accounts.asset_id', '=', query.assetId);
  if (query.accountName) base = base.where(containsLowered(db, 'accounts.search_name', query.accountName));
  if (query.accountType !== undefined) base = base.where('accounts.account_type', '=', query.accountType);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const ids = await base
    .select('accounts.id')
    .orderBy('accounts.account_name')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  if (ids.length === 0) return { rows: [], total: Number(total) };
  const rows = await selectAccounts(db)
    .where(
      'accounts.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('accounts.account_name')
    .execute();
  return { rows: await toAccounts(db, rows, scope, lang), total: Number(total) };
}

/**
 * The §7 where-lists: accounts with their asset, filtered by asset, name (contains) and type, ordered by
 * asset (oldest first) then account name, at most `limit` (ACCOUNT_WHERE_LIMIT). `scope` null means every asset.
 * One ordered walk that stops at the limit, fast at 300,000 accounts (bench/accountList.ts, bench/cofferList.ts):
 * the scope is a semi-join on the asset ids, which both databases run from the assets in scope (in id order)
 * to their accounts in the accounts_search index (asset_id, search_name, account_type), each joined to its asset. A search for a rare name reads its accounts from the trigram index instead
 * (accountNameMatch.ts).
 */
export async function accountWhereList(
  db: Db,
  scope: AssetScope | null,
  query: z.output<typeof AccountWhereQuerySchema>,
): Promise<AccountOption[]> {
  let rows = db
    .selectFrom('accounts')
    // CROSS JOIN keeps SQLite walking the accounts in list order (it never reorders one); PostgreSQL plans it as the
    // inner join it is. As an INNER JOIN, SQLite runs from the assets and sorts every account in scope.
    .crossJoin('assets')
    .whereRef('assets.id', '=', 'accounts.asset_id')
    .select([
      'accounts.id',
      'accounts.account_name',
      'accounts.account_type',
      'accounts.auth_kind',
      'accounts.check_result',
      'accounts.asset_id',
      'assets.name as asset_name',
      'assets.address',
    ]);
  if (scope && !scope.all) {
    const { view, grantManaged } = scope;
    if (view.length === 0 && grantManaged.length === 0) return [];
    rows = rows.where('accounts.asset_id', 'in', (eb) =>
      eb
        .selectFrom('assets as scoped')
        .select('scoped.id')
        .where((inner) =>
          inner.or([
            ...(view.length > 0 ? [inner('scoped.dept_id', 'in', [...view])] : []),
            ...(grantManaged.length > 0 ? [inner('scoped.id', 'in', [...grantManaged])] : []),
          ]),
        ),
    );
  }
  if (query.assetId !== undefined) rows = rows.where('accounts.asset_id', '=', query.assetId);
  if (query.accountName)
    rows = rows.where(
      query.assetId === undefined
        ? await accountNameContains(db, query.accountName)
        : containsLowered(db, 'accounts.search_name', query.accountName),
    );
  if (query.accountType !== undefined) rows = rows.where('accounts.account_type', '=', query.accountType);
  const page = await rows
    .orderBy('accounts.asset_id')
    .orderBy('accounts.search_name')
    .limit(query.limit ?? ACCOUNT_WHERE_LIMIT)
    .execute();
  return page.map(toAccountOption);
}
