import type { Grant } from '../../../shared/api';

/** The accounts a grant is limited to, by name (#id for one deleted since), or `everyText`. */
export function grantAccountsText(grant: Pick<Grant, 'accounts'>, everyText: string): string {
  if (grant.accounts === null) return everyText;
  return grant.accounts.map((account) => account.accountName || `#${account.accountId}`).join(', ');
}
