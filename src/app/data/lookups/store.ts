import type { MenuNode } from '../../../shared/api/auth';
import type { DictEntry } from '../../../shared/api/system';
import type { SiteConfig } from './api';
import { type LookupDb, lookupDb, PUBLIC_SCOPE } from './db';

/** Reads and writes of the lookup tables. Every function takes the database so tests pass their own. */

export interface Stored<T> {
  value: T;
  savedAt: number;
}

export async function readDict(
  type: string,
  lang: string,
  db: LookupDb = lookupDb(),
): Promise<Stored<DictEntry[]> | null> {
  const row = await db.dicts.get([type, lang]);
  return row ? { value: row.entries, savedAt: row.savedAt } : null;
}

export async function writeDict(
  type: string,
  lang: string,
  entries: DictEntry[],
  db: LookupDb = lookupDb(),
): Promise<void> {
  await db.dicts.put({ dictType: type, lang, entries, savedAt: Date.now() });
}

/** Every stored dictionary of one language, as one list (the answer of listAllDictData). */
export async function readAllDicts(lang: string, db: LookupDb = lookupDb()): Promise<Stored<DictEntry[]> | null> {
  const rows = await db.dicts.filter((row) => row.lang === lang).toArray();
  if (rows.length === 0) return null;
  return { value: rows.flatMap((row) => row.entries), savedAt: Math.min(...rows.map((row) => row.savedAt)) };
}

/** Writes one row per dictionary type; types the server no longer has are dropped. */
export async function writeAllDicts(
  lang: string,
  entries: readonly DictEntry[],
  db: LookupDb = lookupDb(),
): Promise<void> {
  const savedAt = Date.now();
  const types = new Map<string, DictEntry[]>();
  for (const entry of entries) types.set(entry.dictType, [...(types.get(entry.dictType) ?? []), entry]);
  await db.transaction('rw', db.dicts, async () => {
    await db.dicts.filter((row) => row.lang === lang && !types.has(row.dictType)).delete();
    await db.dicts.bulkPut([...types].map(([dictType, list]) => ({ dictType, lang, entries: list, savedAt })));
  });
}

export async function readSiteConfig(db: LookupDb = lookupDb()): Promise<Stored<SiteConfig> | null> {
  const row = await db.siteConfig.get('site');
  return row ? { value: row.config, savedAt: row.savedAt } : null;
}

export async function writeSiteConfig(config: SiteConfig, db: LookupDb = lookupDb()): Promise<void> {
  await db.siteConfig.put({ key: 'site', config, savedAt: Date.now() });
}

export async function readMenus(
  user: string,
  lang: string,
  db: LookupDb = lookupDb(),
): Promise<Stored<MenuNode[]> | null> {
  const row = await db.menus.get([user, lang]);
  return row ? { value: row.menus, savedAt: row.savedAt } : null;
}

export async function writeMenus(
  user: string,
  lang: string,
  menus: MenuNode[],
  db: LookupDb = lookupDb(),
): Promise<void> {
  await db.menus.put({ user, lang, menus, savedAt: Date.now() });
}

export async function readLookup<T>(
  kind: string,
  scope: string,
  key: string,
  db: LookupDb = lookupDb(),
): Promise<Stored<T> | null> {
  const row = await db.lookups.get([kind, scope, key]);
  return row ? { value: row.value as T, savedAt: row.savedAt } : null;
}

export async function writeLookup(
  kind: string,
  scope: string,
  key: string,
  value: unknown,
  db: LookupDb = lookupDb(),
): Promise<void> {
  await db.lookups.put({ kind, scope, key, value, savedAt: Date.now() });
}

/** Drops one user's rows (menus, lookups, persisted query cache). */
export async function clearUser(user: string, db: LookupDb = lookupDb()): Promise<void> {
  await db.transaction('rw', [db.menus, db.lookups, db.queryCache], async () => {
    await db.menus.where('user').equals(user).delete();
    await db.lookups.where('scope').equals(user).delete();
    await db.queryCache.delete(user);
  });
}

/**
 * Sign-out: everything that needed a session goes (the token is already gone, so the user is not known
 * any more). Dictionaries need a session too. Only the public site config stays.
 */
export async function clearAllUserData(db: LookupDb = lookupDb()): Promise<void> {
  await db.transaction('rw', [db.menus, db.lookups, db.queryCache, db.dicts], async () => {
    await db.menus.clear();
    await db.dicts.clear();
    await db.queryCache.clear();
    await db.lookups.where('scope').notEqual(PUBLIC_SCOPE).delete();
  });
}

/** What the offline notice lists: each kind of stored data with the time of its oldest row. */
export interface StoredSummary {
  menu: number | null;
  dictionaries: number | null;
  siteConfig: number | null;
  /** Per lookup kind (platforms, tags, …) of this user. */
  lookups: Record<string, number>;
  /** Lists kept by the persisted query cache, and when that cache was written. */
  lists: number;
  listsSavedAt: number | null;
}

const oldest = (times: number[]): number | null => (times.length === 0 ? null : Math.min(...times));

export async function summariseStored(user: string | null, db: LookupDb = lookupDb()): Promise<StoredSummary> {
  const [menus, dicts, site, lookups, cache] = await Promise.all([
    user ? db.menus.where('user').equals(user).toArray() : Promise.resolve([]),
    db.dicts.toArray(),
    db.siteConfig.get('site'),
    user ? db.lookups.where('scope').equals(user).toArray() : Promise.resolve([]),
    user ? db.queryCache.get(user) : Promise.resolve(undefined),
  ]);
  const byKind: Record<string, number> = {};
  for (const row of lookups) byKind[row.kind] = Math.min(byKind[row.kind] ?? row.savedAt, row.savedAt);
  return {
    menu: oldest(menus.map((row) => row.savedAt)),
    dictionaries: oldest(dicts.map((row) => row.savedAt)),
    siteConfig: site?.savedAt ?? null,
    lookups: byKind,
    lists: cache ? countLists(cache.client) : 0,
    listsSavedAt: cache?.savedAt ?? null,
  };
}

function countLists(client: string): number {
  try {
    const parsed = JSON.parse(client) as { clientState?: { queries?: { queryKey?: unknown[] }[] } };
    return (parsed.clientState?.queries ?? []).filter((query) => query.queryKey?.[1] === 'list').length;
  } catch {
    // A damaged row counts as none; the next write replaces it.
    return 0;
  }
}
