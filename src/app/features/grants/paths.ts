/** Spec §2 routes of the authorisation and my-assets pages. */
export const GRANT_FORM_PATH = '/assets-impower';
export const GRANT_LIST_PATH = '/assets-remove-impower';
export const MY_ASSETS_PATH = '/assets-my';
export const myAssetDetailPath = (assetId: number) => `/assets-my-detail?assetId=${assetId}`;
/** The web terminal opens a session to the asset given here. */
export const terminalPath = (assetId: number) => `/terminal?assetId=${assetId}`;
/** The asset's management page (its accounts), for holders of a manage authorisation. */
export const manageAssetPath = (assetId: number) => `/assets-manage-detail?assetId=${assetId}`;

export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
