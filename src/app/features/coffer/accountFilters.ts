import { type ManagedAccountQuery, PASSWORD_STRENGTHS } from '../../../shared/api/vaultAccounts';

/** A safe chosen to filter by. */
export interface SafeChoice {
  cofferId: number;
  cofferName: string;
}

/** What the account list's search form holds ('' is "any"). */
export interface AccountFilterValues {
  accountName: string;
  assetName: string;
  strength: string;
  weakOnly: boolean;
  safe: SafeChoice | null;
}

export const EMPTY_ACCOUNT_FILTERS: AccountFilterValues = {
  accountName: '',
  assetName: '',
  strength: '',
  weakOnly: false,
  safe: null,
};

export type AccountFilters = Omit<ManagedAccountQuery, 'pageNum' | 'pageSize'>;

/** The list query's filters: blank ones left out, names trimmed, an unknown strength ignored. */
export function accountFilters(values: AccountFilterValues): AccountFilters {
  const accountName = values.accountName.trim();
  const assetName = values.assetName.trim();
  const strength = PASSWORD_STRENGTHS.find((entry) => entry === values.strength);
  return {
    ...(accountName ? { accountName } : {}),
    ...(assetName ? { assetName } : {}),
    ...(strength ? { strength } : {}),
    ...(values.weakOnly ? { weak: 'true' as const } : {}),
    ...(values.safe ? { cofferId: String(values.safe.cofferId) } : {}),
  };
}

/** The filters without the strength: the chart counts every strength of what else is searched for. */
export function withoutStrength({ strength: _strength, ...rest }: AccountFilters): Omit<AccountFilters, 'strength'> {
  return rest;
}
