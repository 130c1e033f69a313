import type { MyAssetDetail } from '../../../shared/api/myAssets';

export interface UsableAccount {
  accountId: number;
  accountName: string;
}

/**
 * The accounts of an asset the caller may log in with, by name: the my-asset detail answers every account the
 * caller's rights reach with `canLogin` per account (the same rights mayUseAsset admits a session by), so an
 * operator granted "every account" of an asset outside their department is offered them all.
 */
export function loginAccounts(asset: Pick<MyAssetDetail, 'canLogin' | 'accounts'>): UsableAccount[] {
  if (!asset.canLogin) return [];
  return asset.accounts
    .filter((account) => account.canLogin)
    .map((account) => ({ accountId: account.accountId, accountName: account.accountName }));
}
