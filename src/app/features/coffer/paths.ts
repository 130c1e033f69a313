/** Spec §2 routes of the coffer pages; ids in the query string. */
export const COFFER_PATH = '/coffer';
export const COFFER_MANAGE_ALL_PATH = '/coffer-manage-all-list';
export const PASSWORD_COFFER_PATH = '/password-coffer';
export const ACCOUNT_MANAGE_PATH = '/account-manage-list';
export const GHOST_ADD_ACCOUNT_PATH = '/ghost-add-account';
export const PASSWORD_RECORD_PATH = '/password-record';
export const WEAK_FIX_PATH = '/weak-edit-password-form';

/** The weak-password form, on one account (?accountId=) or on the list of weak ones. */
export const weakFixPath = (accountId?: number) =>
  accountId === undefined ? WEAK_FIX_PATH : `${WEAK_FIX_PATH}?accountId=${accountId}`;
/** The password records of one account. */
export const passwordRecordPath = (accountId: number) => `${PASSWORD_RECORD_PATH}?accountId=${accountId}`;

export const cofferAccountPath = (cofferId: number) => `/coffer-account?cofferId=${cofferId}`;
/** The licence form, with the safes to preselect. */
export const licenceFormPath = (cofferIds: readonly number[]) =>
  cofferIds.length === 0 ? '/account-license-form' : `/account-license-form?cofferIds=${cofferIds.join(',')}`;
/**
 * The web terminal, opened on one account of a safe. Keep in step with grants' ConnectButton
 * (features/grants/paths.ts terminalPath) and the terminal's own reading of ?assetId=&accountId=.
 */
export const terminalPath = (assetId: number, accountId: number) =>
  `/terminal?assetId=${assetId}&accountId=${accountId}`;

const ID_PATTERN = /^\d{1,9}$/;

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Positive integer ids from a comma-separated query value ("1,2,3"), once each; bad entries are left out. */
export function idsFromSearch(search: URLSearchParams, name: string): number[] {
  const raw = search.get(name) ?? '';
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID_PATTERN.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}
