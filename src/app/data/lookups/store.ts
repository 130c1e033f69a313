import type { MenuNode } from '../../../shared/api/auth';
import type { DictEntry } from '../../../shared/api/system';
import type { SiteConfig } from './api';
import { type LookupDb, lookupDb, PUBLIC_SCOPE } from './db';

/** Reads and writes of the lookup tables. Every function takes the database so tests pass their own. */

export interface Stored<T> {
  value: T;
  savedAt: number;
}

export async function readDict(type: string, lang: string, db: LookupDb = lookupDb()): Promise<Stored<DictEntry[]> | null> {
  const row = await db.dicts.get([type, lang]);
  return row ? { value: row.entries, savedAt: row.savedAt } : null;
}

export async function writeDict(type: string, lang: string, entries: DictEntry[], db: LookupDb = lookupDb()): Promise<void> {
  await db.dicts.put({ dictType: type, lang, entries, savedAt: Date.now() });
}

export async function readSiteConfig(db: LookupDb = lookupDb()): Promise<Stored<SiteConfig> | null> {
  const row = await db.siteConfig.get('site');
  return row ? { value: row.config, savedAt: row.savedAt } : null;
}

export async function writeSiteConfig(config: SiteConfig, db: LookupDb = lookupDb()): Promise<void> {
  await db.siteConfig.put({ key: 'site', config, savedAt: Date.now() });
}

export async function readMenus(user: string, lang: string, db: LookupDb = lookupDb()): Promise<Stored<MenuNode[]> | null> {
  const row = await db.menus.get([user, lang]);
  return row ? { value: row.menus, savedAt: row.savedAt } : null;
}

export async function writeMenus(user: string, lang: string, menus: MenuNode[], db: LookupDb = lookupDb()): Promise<void> {
  await db.menus.put({ user, lang, menus, savedAt: Date.now() });
}

export async function readLookup<T>(kind: string, scope: string, key: string, db: LookupDb = lookupDb()): Promise<Stored<T> | null> {
  const row = await db.lookups.get([kind, scope, key]);
  return row ? { value: row.value as T, savedAt: row.savedAt } : null;
}

export async function writeLookup(kind: string, scope: string, key: string, value: unknown, db: LookupDb = lookupDb()): Promise<void> {
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
