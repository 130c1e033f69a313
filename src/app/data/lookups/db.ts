import Dexie, { type Table } from 'dexie';
import type { MenuNode } from '../../../shared/api/auth';
import type { DictEntry } from '../../../shared/api/system';
import type { SiteConfig } from './api';

/**
 * The console's IndexedDB: lookup data kept between visits so reads still answer without a network.
 * Per-user rows carry `user` (a digest of the token, see userKey.ts) and are dropped at sign-out.
 * Raise the version for every schema change and keep the old versions: browsers upgrade in order.
 */

export interface StoredRow {
  /** Date.now() when the row was written: the age the offline indicator shows. */
  savedAt: number;
}

export interface DictRow extends StoredRow {
  dictType: string;
  lang: string;
  entries: DictEntry[];
}

export interface SiteConfigRow extends StoredRow {
  key: 'site';
  config: SiteConfig;
}

export interface MenuRow extends StoredRow {
  user: string;
  lang: string;
  menus: MenuNode[];
}

/** Other lists later (platforms, tags, …): `scope` is a user key, or PUBLIC_SCOPE for shared data. */
export interface LookupRow extends StoredRow {
  kind: string;
  scope: string;
  key: string;
  value: unknown;
}

/** The persisted TanStack Query cache of one user (see ../persist.ts). */
export interface QueryCacheRow extends StoredRow {
  user: string;
  /** JSON of a PersistedClient: plain data only, whatever the query data held. */
  client: string;
}

export const PUBLIC_SCOPE = 'public';
export const LOOKUP_DB_NAME = 'gatehouse-lookups';

/** Version 1 tables; tests open them alone to check the upgrade to the current version. */
export const SCHEMA_V1 = {
  dicts: '[dictType+lang]',
  siteConfig: 'key',
  menus: '[user+lang], user',
  lookups: '[kind+scope+key], scope',
} as const;

export class LookupDb extends Dexie {
  dicts!: Table<DictRow, [string, string]>;
  siteConfig!: Table<SiteConfigRow, string>;
  menus!: Table<MenuRow, [string, string]>;
  lookups!: Table<LookupRow, [string, string, string]>;
  queryCache!: Table<QueryCacheRow, string>;

  constructor(name: string = LOOKUP_DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // Version 2: the persisted query cache, and savedAt on every row (version 1 menus lacked it).
    this.version(2)
      .stores({ queryCache: 'user' })
      .upgrade(async (tx) => {
        await tx
          .table<MenuRow>('menus')
          .toCollection()
          .modify((row) => {
            row.savedAt ??= 0;
          });
      });
  }
}

let shared: LookupDb | undefined;

/** The console's one database, opened on first use (never on the sign-in page). */
export function lookupDb(): LookupDb {
  shared ??= new LookupDb();
  return shared;
}
