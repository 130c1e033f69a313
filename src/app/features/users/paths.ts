/** Spec §2 routes of the users pages; detail and form pages take their id in the query string. */
export const USER_LIST_PATH = '/user-manage-list';
export const userDetailPath = (userId: number) => `/user-manage-detail?userId=${userId}`;
export const userFormPath = (userId?: number) =>
  userId === undefined ? '/user-manage-form-page' : `/user-manage-form-page?userId=${userId}`;
export const assignRolesPath = (userId: number) => `/system/user-auth/role/${userId}`;
export const GROUP_LIST_PATH = '/user-group-manage-list';
export const groupDetailPath = (groupId: number) => `/user-group-manage-detail?groupId=${groupId}`;

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
