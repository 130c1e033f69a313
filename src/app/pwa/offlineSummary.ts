import type { StoredSummary } from '../data/lookups/store';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The offline notice's "kept on this device" line: each kind of stored data with when it was saved
 * (HH:mm today, else the date), in the order a user meets them. An empty summary says nothing is kept.
 */
export function describeStored(summary: StoredSummary, t: Translate, formatTime: (savedAt: number) => string): string {
  const parts: string[] = [];
  const add = (what: string, savedAt: number | null | undefined) => {
    if (savedAt === null || savedAt === undefined) return;
    parts.push(t('offline.at', { what, time: formatTime(savedAt) }));
  };
  add(t('offline.menu'), summary.menu);
  add(t('offline.dictionaries'), summary.dictionaries);
  add(t('offline.siteConfig'), summary.siteConfig);
  add(t('offline.platforms'), summary.lookups.platforms);
  add(t('offline.tags'), summary.lookups.tags);
  if (summary.lists > 0) add(t('offline.lists', { count: summary.lists }), summary.listsSavedAt);
  if (parts.length === 0) return t('offline.nothingCached');
  return t('offline.cached', { list: parts.join(t('offline.separator')) });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "14:05" for today, "2026-11-25 14:05" before. */
export function formatSavedAt(savedAt: number, now: number): string {
  const date = new Date(savedAt);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (new Date(now).toDateString() === date.toDateString()) return time;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${time}`;
}
