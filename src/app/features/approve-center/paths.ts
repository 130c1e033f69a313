/** Spec §2 routes of the approval centre; the form page takes its request or flow in the query string. */
export const APPROVE_CENTER_LIST_PATH = '/approve-center-list';
export const APPROVE_CENTER_FORM_PATH = '/approve-center-list-form';

/** Spec §2 "Approval screen tabs": my applications, waiting for my approval, approval records. */
export const CENTER_TABS = ['mine', 'todo', 'done'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];
/** Spec §2: the list opens on the approval backlog. */
export const DEFAULT_CENTER_TAB: CenterTab = 'todo';

export function centerTabFrom(value: string | null): CenterTab {
  return CENTER_TABS.find((tab) => tab === value) ?? DEFAULT_CENTER_TAB;
}

export const centerListPath = (tab: CenterTab) => `${APPROVE_CENTER_LIST_PATH}?tab=${tab}`;
export const requestPath = (processInstanceId: number) => `${APPROVE_CENTER_FORM_PATH}?id=${processInstanceId}`;
export const applyPath = (modelKey: string) => `${APPROVE_CENTER_FORM_PATH}?modelKey=${encodeURIComponent(modelKey)}`;

/** What the form page shows: a new request on a flow, one filed request, or nothing chosen. */
export type FormPageMode = { kind: 'apply'; modelKey: string } | { kind: 'request'; id: number } | { kind: 'none' };

export function formPageMode(search: URLSearchParams): FormPageMode {
  const id = idFromSearch(search, 'id');
  if (id !== null) return { kind: 'request', id };
  const modelKey = search.get('modelKey')?.trim();
  return modelKey ? { kind: 'apply', modelKey } : { kind: 'none' };
}

/** A positive id from the query string (at most 9 digits, as the server's ids are), or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
