import { type LicenceType, licenceAllows, VaultType } from '../../../shared/rules/cofferRules';
import { PermissionType } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import { validLicencesQuery } from './cofferAccess';

/**
 * What a user's valid licences give on assets (docs/coffer.md "Rights"): a use, reveal or manage licence lets
 * them log in through Gatehouse to the safe's accounts, a view licence lists them. The usage rights of the
 * grants module add these to department rights and authorisations, so the terminal, my assets and the standing
 * check of live sessions all obey them: a session opened through a licence ends when it ends.
 */
export interface LicenceRight {
  cofferId: number;
  assetId: number;
  /** null: every account of the asset (an asset vault). */
  accountIds: number[] | null;
  permissionType: number;
  endsAt: string;
}

export async function licenceRightsOf(
  db: Db,
  userId: number,
  now: Date,
  assetIds?: readonly number[],
): Promise<LicenceRight[]> {
  const licences = await validLicencesQuery(db, userId, now)
    .innerJoin('coffers', 'coffers.id', 'coffer_licences.coffer_id')
    .select(['coffers.id', 'coffers.vault_type', 'coffer_licences.licence_type', 'coffer_licences.ends_at'])
    .execute();
  if (licences.length === 0) return [];
  const cofferIds = [...new Set(licences.map((row) => row.id))];
  let assetRows = db.selectFrom('coffer_assets').select(['coffer_id', 'asset_id']).where('coffer_id', 'in', cofferIds);
  let accountRows = db
    .selectFrom('coffer_accounts')
    .innerJoin('accounts', 'accounts.id', 'coffer_accounts.account_id')
    .select(['coffer_accounts.coffer_id', 'accounts.asset_id', 'accounts.id'])
    .where('coffer_accounts.coffer_id', 'in', cofferIds);
  if (assetIds) {
    if (assetIds.length === 0) return [];
    assetRows = assetRows.where('asset_id', 'in', [...assetIds]);
    accountRows = accountRows.where('accounts.asset_id', 'in', [...assetIds]);
  }
  const [assets, accounts] = await Promise.all([assetRows.execute(), accountRows.execute()]);
  const rights: LicenceRight[] = [];
  for (const licence of licences) {
    const permissionType = licenceAllows(licence.licence_type as LicenceType, 'use')
      ? PermissionType.login
      : PermissionType.view;
    const base = { cofferId: licence.id, permissionType, endsAt: licence.ends_at };
    if (licence.vault_type === VaultType.asset) {
      for (const row of assets.filter((asset) => asset.coffer_id === licence.id))
        rights.push({ ...base, assetId: row.asset_id, accountIds: null });
      continue;
    }
    const byAsset = new Map<number, number[]>();
    for (const row of accounts.filter((account) => account.coffer_id === licence.id))
      byAsset.set(row.asset_id, [...(byAsset.get(row.asset_id) ?? []), row.id]);
    for (const [assetId, ids] of byAsset) rights.push({ ...base, assetId, accountIds: ids.sort((a, b) => a - b) });
  }
  return rights;
}

/** Whether a licence that would have reached the asset has ended or was revoked (the terminal says "expired"). */
export async function hadLicenceOn(db: Db, userId: number, assetId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('coffer_licences')
    .select('coffer_licences.id')
    .where('coffer_licences.user_id', '=', userId)
    .where((eb) => eb.or([eb('coffer_licences.revoked_at', 'is not', null), eb('coffer_licences.ends_at', '<', at)]))
    .where((eb) =>
      eb.or([
        eb(
          'coffer_licences.coffer_id',
          'in',
          eb.selectFrom('coffer_assets').select('coffer_id').where('asset_id', '=', assetId),
        ),
        eb(
          'coffer_licences.coffer_id',
          'in',
          eb
            .selectFrom('coffer_accounts')
            .innerJoin('accounts', 'accounts.id', 'coffer_accounts.account_id')
            .select('coffer_accounts.coffer_id')
            .where('accounts.asset_id', '=', assetId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
