/** Spec §2 routes of the asset pages; detail and form pages take their id in the query string. */
export const ASSET_LIST_PATH = '/assets-manage';
export const assetDetailPath = (assetId: number) => `/assets-manage-detail?assetId=${assetId}`;
export const assetFormPath = (assetId?: number) =>
  assetId === undefined ? '/assets-manage-form-page' : `/assets-manage-form-page?assetId=${assetId}`;
export const PLATFORM_LIST_PATH = '/platform-manage-list';
export const platformFormPath = (platformId?: number) =>
  platformId === undefined ? '/platform-manage-form' : `/platform-manage-form?platformId=${platformId}`;

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
export const ASSET_IMPORT_PATH = '/assets-import';
