import type { CofferListQuery } from '../../../shared/api/coffers';
import { COFFER_CATEGORIES, type CofferCategory, VaultType } from '../../../shared/rules/cofferRules';

/** What the safe lists' search form holds ('' is "any"). */
export interface CofferFilterValues {
  cofferName: string;
  vaultType: string;
  accountName: string;
}

export const EMPTY_COFFER_FILTERS: CofferFilterValues = { cofferName: '', vaultType: '', accountName: '' };

export type CofferFilters = Pick<CofferListQuery, 'cofferName' | 'vaultType' | 'accountName'>;

/** The list query's filters: blank ones left out, names trimmed, the vault type a number of spec §3. */
export function cofferFilters(values: CofferFilterValues): CofferFilters {
  const cofferName = values.cofferName.trim();
  const accountName = values.accountName.trim();
  const vaultType = Number(values.vaultType);
  return {
    ...(cofferName ? { cofferName } : {}),
    ...(accountName ? { accountName } : {}),
    ...(vaultType === VaultType.asset || vaultType === VaultType.account ? { vaultType } : {}),
  };
}

/** The category named in the address (?category=), or null for none or an unknown one. */
export function categoryFrom(raw: string | null): CofferCategory | null {
  return COFFER_CATEGORIES.find((category) => category === raw) ?? null;
}

/**
 * The §6 category of a safe in a search across all of them (category 'all'), from the caller's rights the row
 * carries: managed, else licensed (a valid licence), else unauthorised. Keep in step with the server's
 * categories (docs/coffer.md "The safe list and its categories").
 */
export function categoryOfRow(coffer: { canManage: boolean; licenseType: string | null }): CofferCategory {
  if (coffer.canManage) return 'manage';
  return coffer.licenseType === null ? 'unauthorised' : 'use';
}

/**
 * The category a list of one category shows: the one picked, else the one the server opens on (counts.category).
 * Without the counts (a failed call) the list still opens, on use rights: the category every caller may have.
 * null while the counts load.
 */
export function openingCategory(
  picked: CofferCategory | null,
  counts: { data?: { category: CofferCategory } | undefined; isError: boolean },
): CofferCategory | null {
  return picked ?? counts.data?.category ?? (counts.isError ? 'use' : null);
}
