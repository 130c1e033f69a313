/** The flow designer's routes (menu component FlowManageList / FlowManageForm); the form takes ?id=. */
export const FLOW_LIST_PATH = '/flow-manage-list';
export const flowFormPath = (id: number) => `/flow-manage-form?id=${id}`;

/** A positive id of at most 9 digits from the query string, or undefined. */
export function idFromSearch(search: URLSearchParams, name: string): number | undefined {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
