import type { AccountOption } from '../../../shared/api/accounts';
import type { MyAssetRight } from '../../../shared/api/myAssets';
import { PermissionType } from '../../../shared/grantRules';

export interface UsableAccount {
  accountId: number;
  /** null when the caller may use the account but may not read the asset's account list. */
  accountName: string | null;
}

export interface AccountChoice {
  accounts: UsableAccount[];
  /** A right covers every account of the asset, but their names could not be read. */
  allUnlisted: boolean;
}

/**
 * The accounts of an asset the caller may log in with: those of their login rights (a right without
 * accountIds covers them all), named from the asset's account list when the caller may read it.
 */
export function usableAccounts(
  rights: readonly MyAssetRight[],
  listed: readonly AccountOption[] | null,
): AccountChoice {
  const loginRights = rights.filter((right) => right.permissionType === PermissionType.login);
  const coversAll = loginRights.some((right) => right.accountIds === null);
  const names = new Map((listed ?? []).map((option) => [option.accountId, option.accountName]));
  // An empty list is the caller's asset scope not reaching this asset, not an asset without accounts.
  if (coversAll && listed && listed.length > 0) {
    return {
      accounts: listed.map((option) => ({ accountId: option.accountId, accountName: option.accountName })),
      allUnlisted: false,
    };
  }
  const ids = [...new Set(loginRights.flatMap((right) => right.accountIds ?? []))].sort((a, b) => a - b);
  return {
    accounts: ids.map((accountId) => ({ accountId, accountName: names.get(accountId) ?? null })),
    allUnlisted: coversAll,
  };
}
