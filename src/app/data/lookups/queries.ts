import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictEntry } from '../../../shared/api/system';
import { fetchAllDicts, fetchDict, fetchSiteConfig, type SiteConfig } from './api';
import {
  readAllDicts,
  readDict,
  readSiteConfig,
  type Stored,
  writeAllDicts,
  writeDict,
  writeSiteConfig,
} from './store';

/**
 * Lookups read IndexedDB first and revalidate over the network: the stored copy is the placeholder
 * (it paints at once, and stays when the network is gone); every successful fetch is written through.
 */
export const lookupKeys = {
  all: () => ['lookups'] as const,
  dict: (type: string, lang: string) => [...lookupKeys.all(), 'dict', type, lang] as const,
  allDicts: (lang: string) => [...lookupKeys.all(), 'dicts', lang] as const,
  siteConfig: () => [...lookupKeys.all(), 'siteConfig'] as const,
};

/** Mirrors of the IndexedDB rows: a separate root, so they are neither persisted nor cleared twice. */
export const storedKeys = {
  all: () => ['lookups-stored'] as const,
  of: (key: readonly unknown[]) => [...storedKeys.all(), ...key] as const,
};

export interface LookupSource<T> {
  key: readonly unknown[];
  read: () => Promise<Stored<T> | null>;
  fetch: (signal: AbortSignal) => Promise<T>;
  write: (value: T) => Promise<void>;
}

const LOOKUP_STALE_MS = 5 * 60_000;

export const storedLookupQuery = <T>(source: LookupSource<T>) =>
  queryOptions({
    queryKey: storedKeys.of(source.key),
    queryFn: async (): Promise<Stored<T> | null> => (await source.read()) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    // IndexedDB answers without a network: never wait for one.
    networkMode: 'always',
  });

export const liveLookupQuery = <T>(source: LookupSource<T>) =>
  queryOptions({
    queryKey: source.key,
    queryFn: async ({ signal }): Promise<T> => {
      const value = await source.fetch(signal);
      try {
        await source.write(value);
      } catch (error) {
        // A full or blocked IndexedDB costs the offline copy only; the fresh answer is still good.
        console.warn('could not store lookup', source.key, error);
      }
      return value;
    },
    staleTime: LOOKUP_STALE_MS,
  });

export interface LookupResult<T> {
  data: T | undefined;
  /** When the shown data was fetched: the stored copy's time while it stands in. */
  savedAt: number | undefined;
  isFromStore: boolean;
  isPending: boolean;
  error: Error | null;
}

export function useLookup<T>(source: LookupSource<T>): LookupResult<T> {
  const stored = useQuery(storedLookupQuery(source));
  // Lookup values are plain data, never functions; Query's NonFunctionGuard cannot see that for a generic T.
  const placeholder = (() => stored.data?.value) as never;
  const live = useQuery({ ...liveLookupQuery(source), placeholderData: placeholder });
  // A failed revalidation (no network) keeps showing the stored copy rather than nothing.
  const isFromStore = live.isPlaceholderData || (live.data === undefined && stored.data != null);
  const data = live.isPlaceholderData ? stored.data?.value : (live.data ?? stored.data?.value);
  return {
    data,
    savedAt: isFromStore ? stored.data?.savedAt : live.dataUpdatedAt || undefined,
    isFromStore,
    isPending: data === undefined && (live.isPending || stored.isPending),
    error: live.error,
  };
}

export const dictSource = (type: string, lang: string): LookupSource<DictEntry[]> => ({
  key: lookupKeys.dict(type, lang),
  read: () => readDict(type, lang),
  fetch: (signal) => fetchDict(type, signal),
  write: (entries) => writeDict(type, lang, entries),
});

export const siteConfigSource = (): LookupSource<SiteConfig> => ({
  key: lookupKeys.siteConfig(),
  read: () => readSiteConfig(),
  fetch: (signal) => fetchSiteConfig(signal),
  write: (config) => writeSiteConfig(config),
});

export const allDictsSource = (lang: string): LookupSource<DictEntry[]> => ({
  key: lookupKeys.allDicts(lang),
  read: () => readAllDicts(lang),
  fetch: (signal) => fetchAllDicts(signal),
  write: (entries) => writeAllDicts(lang, entries),
});

/** Every dictionary in the current language (pwa/OfflineLookups.tsx keeps them loaded). */
export function useAllDicts(): LookupResult<DictEntry[]> {
  const { i18n } = useTranslation();
  return useLookup(allDictsSource(i18n.language));
}

/** Entries of one dictionary type in the current language. */
export function useDict(type: string): LookupResult<DictEntry[]> {
  const { i18n } = useTranslation();
  return useLookup(dictSource(type, i18n.language));
}

/** The static site config of /data/data.json (title, brand colour, menu icon sizes). */
export function useSiteConfig(): LookupResult<SiteConfig> {
  return useLookup(siteConfigSource());
}
