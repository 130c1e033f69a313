/** Spec §2 routes of the account pages; ids in the query string. */
export const accountDetailPath = (accountId: number) => `/account-manage-detail?accountId=${accountId}`;
export const accountFormPath = (assetId: number, accountId?: number) =>
  accountId === undefined
    ? `/account-manage-form?assetId=${assetId}`
    : `/account-manage-form?assetId=${assetId}&accountId=${accountId}`;
/** The asset page the accounts are listed on. */
export const assetDetailPath = (assetId: number) => `/assets-manage-detail?assetId=${assetId}`;

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
