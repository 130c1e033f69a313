/** Spec §2 routes of the proxy pages; the detail page takes its id in the query string. */
export const AGENT_LIST_PATH = '/agent-manage-list';
export const APPLICATION_LIST_PATH = '/application-manage-list';
export const applicationDetailPath = (id: number) => `/application-manage-detail?id=${id}`;

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
