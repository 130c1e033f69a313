import { sql } from 'kysely';
import type { z } from 'zod';
import type { ManagedAccount, ManagedAccountQuerySchema } from '../../../../shared/api/vaultAccounts';
import type { PasswordStrength } from '../../../../shared/rules/validation';
import type { Db } from '../../../db/database';
import { containsLowered } from '../../../db/textMatch';
import { type AssetScope, canManageAccountsOf } from '../../assets';
import type { CofferCaller } from '../cofferAccess';
import { loadVaultPasswordPolicy, weakStrengths } from './passwordPolicy';
import { seenAccounts } from './vaultAccountScope';

type Query = z.output<typeof ManagedAccountQuerySchema>;

/** GET /privilege/account/manageList: what the caller sees, with safes, strength and the last change. */
export async function managedAccountPage(
  db: Db,
  caller: CofferCaller,
  scope: AssetScope,
  query: Query,
  now: Date,
  onlyAccountId?: number,
): Promise<{ rows: ManagedAccount[]; total: number }> {
  const policy = await loadVaultPasswordPolicy(db);
  const weak = weakStrengths(policy);
  let base = db.selectFrom('accounts').innerJoin('assets', 'assets.id', 'accounts.asset_id');
  const seen = seenAccounts(db, caller, scope, now);
  if (seen) base = base.where(seen);
  if (onlyAccountId !== undefined) base = base.where('accounts.id', '=', onlyAccountId);
  if (query.accountName) base = base.where(containsLowered(db, 'accounts.search_name', query.accountName));
  if (query.assetName) base = base.where(containsLowered(db, 'assets.search_text', query.assetName));
  if (query.strength) base = base.where('accounts.secret_strength', '=', query.strength);
  if (query.weak === 'true') base = base.where('accounts.secret_strength', 'in', weak);
  if (query.cofferId !== undefined) {
    const cofferId = query.cofferId;
    base = base.where((eb) =>
      eb.or([
        eb(
          'accounts.id',
          'in',
          eb.selectFrom('coffer_accounts').select('account_id').where('coffer_id', '=', cofferId),
        ),
        eb(
          'accounts.asset_id',
          'in',
          eb.selectFrom('coffer_assets').select('asset_id').where('coffer_id', '=', cofferId),
        ),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'accounts.id',
        'accounts.account_name',
        'accounts.account_type',
        'accounts.auth_kind',
        'accounts.secret_sealed',
        'accounts.secret_strength',
        'accounts.check_result',
        'assets.id as asset_id',
        'assets.name as asset_name',
        'assets.address',
        'assets.dept_id',
      ])
      .orderBy('accounts.asset_id')
      .orderBy('accounts.search_name')
      .orderBy('accounts.id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const assetIds = [...new Set(rows.map((row) => row.asset_id))];
  const [byAccount, byAsset, changes] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('coffer_accounts')
          .innerJoin('coffers', 'coffers.id', 'coffer_accounts.coffer_id')
          .select(['coffer_accounts.account_id as key', 'coffers.id', 'coffers.name'])
          .where('coffer_accounts.account_id', 'in', ids)
          .execute(),
    assetIds.length === 0
      ? []
      : db
          .selectFrom('coffer_assets')
          .innerJoin('coffers', 'coffers.id', 'coffer_assets.coffer_id')
          .select(['coffer_assets.asset_id as key', 'coffers.id', 'coffers.name'])
          .where('coffer_assets.asset_id', 'in', assetIds)
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('account_secret_versions')
          .select(['account_id', sql<string>`max(changed_at)`.as('last')])
          .where('account_id', 'in', ids)
          .groupBy('account_id')
          .execute(),
  ]);
  const lastOf = new Map(changes.map((row) => [row.account_id, row.last]));
  return {
    total: Number(count.n),
    rows: rows.map((row) => {
      const safes = [
        ...byAccount.filter((safe) => safe.key === row.id),
        ...byAsset.filter((safe) => safe.key === row.asset_id),
      ]
        .map((safe) => ({ cofferId: safe.id, cofferName: safe.name }))
        .sort((a, b) => a.cofferName.localeCompare(b.cofferName));
      const strength = row.secret_strength as PasswordStrength | null;
      return {
        accountId: row.id,
        accountName: row.account_name,
        accountType: row.account_type,
        authKind: row.auth_kind,
        assetId: row.asset_id,
        assetName: row.asset_name,
        address: row.address,
        hasSecret: row.secret_sealed !== null,
        strength,
        weak: strength !== null && weak.includes(strength),
        safes,
        checkResult: row.check_result,
        lastChangeTime: lastOf.get(row.id) ?? null,
        canManage: canManageAccountsOf(scope, { id: row.asset_id, dept_id: row.dept_id }),
      };
    }),
  };
}
