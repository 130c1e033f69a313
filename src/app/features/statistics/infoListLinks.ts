import type { StatisticsDimension } from '../../../shared/api/statistics';

/** The tabs of /statis-info-list: the rows behind the report's counts. */
export const INFO_LIST_TABS = ['sessions', 'commands', 'signInFailures'] as const;
export type InfoListTab = (typeof INFO_LIST_TABS)[number];

/** One key of a breakdown narrowing a list: a user or asset id, a protocol, a command outcome, held lines. */
export interface InfoListFilter {
  kind: StatisticsDimension | 'held';
  key: string;
  /** What the reader sees for it (a user's or asset's name). */
  label?: string;
}

export const INFO_LIST_PATH = '/statis-info-list';

/** /statis-info-list for a period, a tab and at most one filter, e.g. ?tab=commands&from=…&to=…&action=blocked. */
export function infoListPath(tab: InfoListTab, from: string, to: string, filter?: InfoListFilter): string {
  const search = new URLSearchParams({ tab, from, to });
  if (filter) {
    const name = filter.kind === 'user' ? 'userId' : filter.kind === 'asset' ? 'assetId' : filter.kind;
    search.set(name, filter.kind === 'held' ? 'true' : filter.key);
    if (filter.label) search.set('label', filter.label);
  }
  return `${INFO_LIST_PATH}?${search.toString()}`;
}

/** The list a breakdown row opens: sessions for a user, asset or protocol; command lines for an outcome. */
export function tabOfDimension(dimension: StatisticsDimension): InfoListTab {
  return dimension === 'action' ? 'commands' : 'sessions';
}

/** The filter of an address, if it names one (the first of userId, assetId, protocol, action, held). */
export function filterOfSearch(search: URLSearchParams): InfoListFilter | null {
  const label = search.get('label') ?? undefined;
  const pairs: [string, InfoListFilter['kind']][] = [
    ['userId', 'user'],
    ['assetId', 'asset'],
    ['protocol', 'protocol'],
    ['action', 'action'],
    ['held', 'held'],
  ];
  for (const [name, kind] of pairs) {
    const key = search.get(name);
    if (key) return { kind, key, ...(label ? { label } : {}) };
  }
  return null;
}
