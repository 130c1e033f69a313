import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { ResponseCode } from '../../../shared/codes';
import { VaultType } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/appError';
import { type AssetScope, canManageAccountsOf } from '../assets';

/**
 * What a safe holds: an asset vault every account of its assets (an account added to the asset later too), an
 * account vault the accounts chosen. Accounts or assets deleted since simply drop out (the joins skip them).
 */
export function safeAccountIds(db: Db, coffer: { id: number; vault_type: number }) {
  return db.selectFrom('accounts').select('accounts.id').where(inSafe(db, coffer));
}

/** "This accounts row is in the safe", as a condition on the row itself (a list of them reads accounts once). */
export function inSafe(db: Db, coffer: { id: number; vault_type: number }) {
  return (eb: ExpressionBuilder<Database, 'accounts'>): Expression<SqlBool> =>
    coffer.vault_type === VaultType.asset
      ? eb(
          'accounts.asset_id',
          'in',
          db.selectFrom('coffer_assets').select('asset_id').where('coffer_id', '=', coffer.id),
        )
      : eb(
          'accounts.id',
          'in',
          db.selectFrom('coffer_accounts').select('account_id').where('coffer_id', '=', coffer.id),
        );
}

/** Whether the account is in the safe now. */
export async function safeHoldsAccount(db: Db, coffer: { id: number; vault_type: number }, accountId: number) {
  const row = await safeAccountIds(db, coffer).where('accounts.id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

/** The assets (name, address) or accounts (name, asset name) of one safe, for its detail. */
export async function membersOf(db: Db, coffer: { id: number; vault_type: number }) {
  if (coffer.vault_type === VaultType.asset) {
    const rows = await db
      .selectFrom('coffer_assets')
      .innerJoin('assets', 'assets.id', 'coffer_assets.asset_id')
      .select(['assets.id', 'assets.name', 'assets.address'])
      .where('coffer_assets.coffer_id', '=', coffer.id)
      .orderBy('assets.name')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, detail: row.address }));
  }
  const rows = await db
    .selectFrom('coffer_accounts')
    .innerJoin('accounts', 'accounts.id', 'coffer_accounts.account_id')
    .innerJoin('assets', 'assets.id', 'accounts.asset_id')
    .select(['accounts.id', 'accounts.account_name', 'assets.name'])
    .where('coffer_accounts.coffer_id', '=', coffer.id)
    .orderBy('assets.name')
    .orderBy('accounts.account_name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.account_name, detail: row.name }));
}

const notManaged = (field: 'assetIds' | 'accountIds') =>
  new AppError(ResponseCode.cofferMemberNotManaged, 'cofferMemberNotManaged', { field }, { data: { field } });

/**
 * Only what the caller manages goes into a safe (docs/coffer.md "Rights"): the accounts of assets whose accounts
 * they manage, or anything for holders of system:allcoffer:manage. Ids already in the safe stay without a check.
 */
export async function requireManagedMembers(
  db: Db,
  scope: AssetScope | null,
  vaultType: number,
  ids: readonly number[],
  keep: readonly number[] = [],
): Promise<void> {
  const added = ids.filter((id) => !keep.includes(id));
  if (added.length === 0) return;
  const field = vaultType === VaultType.asset ? 'assetIds' : 'accountIds';
  const assets =
    vaultType === VaultType.asset
      ? await db.selectFrom('assets').select(['id', 'dept_id']).where('id', 'in', added).execute()
      : await db
          .selectFrom('accounts')
          .innerJoin('assets', 'assets.id', 'accounts.asset_id')
          .select(['accounts.id as memberId', 'assets.id', 'assets.dept_id'])
          .where('accounts.id', 'in', added)
          .execute();
  if (assets.length !== added.length) throw notManaged(field);
  if (scope !== null && assets.some((asset) => !canManageAccountsOf(scope, asset))) throw notManaged(field);
}

/** The ids held now (assets of an asset vault, accounts of an account vault). */
export async function memberIdsOf(db: Db, coffer: { id: number; vault_type: number }): Promise<number[]> {
  if (coffer.vault_type === VaultType.asset) {
    const rows = await db.selectFrom('coffer_assets').select('asset_id').where('coffer_id', '=', coffer.id).execute();
    return rows.map((row) => row.asset_id);
  }
  const rows = await db.selectFrom('coffer_accounts').select('account_id').where('coffer_id', '=', coffer.id).execute();
  return rows.map((row) => row.account_id);
}

/** Keeps coffers.account_names (migration 031) in step with the safe's members, after they changed. */
export async function refreshAccountNames(db: Db, coffer: { id: number; vault_type: number }): Promise<void> {
  const rows = await db
    .selectFrom('accounts')
    .select('search_name')
    .where('accounts.id', 'in', safeAccountIds(db, coffer))
    .orderBy('search_name')
    .execute();
  await db
    .updateTable('coffers')
    .set({ account_names: rows.map((row) => row.search_name).join('\n') })
    .where('id', '=', coffer.id)
    .execute();
}

export async function writeMembers(db: Db, cofferId: number, vaultType: number, ids: readonly number[]) {
  await db.deleteFrom('coffer_assets').where('coffer_id', '=', cofferId).execute();
  await db.deleteFrom('coffer_accounts').where('coffer_id', '=', cofferId).execute();
  if (ids.length > 0 && vaultType === VaultType.asset)
    await db
      .insertInto('coffer_assets')
      .values(ids.map((id) => ({ coffer_id: cofferId, asset_id: id })))
      .execute();
  else if (ids.length > 0)
    await db
      .insertInto('coffer_accounts')
      .values(ids.map((id) => ({ coffer_id: cofferId, account_id: id })))
      .execute();
  await refreshAccountNames(db, { id: cofferId, vault_type: vaultType });
}
