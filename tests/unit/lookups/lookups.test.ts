import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/data/errors';
import { LOOKUP_DB_NAME, type LookupDb, lookupDb, PUBLIC_SCOPE } from '../../../src/app/data/lookups/db';
import { fetchMenusThroughStore } from '../../../src/app/data/lookups/menus';
import { type LookupSource, liveLookupQuery, storedLookupQuery } from '../../../src/app/data/lookups/queries';
import {
  clearAllUserData,
  clearUser,
  readDict,
  readLookup,
  readMenus,
  writeDict,
  writeLookup,
  writeMenus,
  writeSiteConfig,
} from '../../../src/app/data/lookups/store';
import { userKeyOf } from '../../../src/app/data/lookups/userKey';
import { createQueryClient } from '../../../src/app/data/queryClient';
import type { MenuNode } from '../../../src/shared/api/auth';
import type { DictEntry } from '../../../src/shared/api/system';

const entry = (dictValue: string): DictEntry => ({
  dictCode: 1,
  dictType: 'sys_user_sex',
  dictSort: 0,
  dictLabel: dictValue,
  dictValue,
  listClass: '',
  cssClass: '',
});

const menu = (name: string): MenuNode => ({
  name,
  path: `/${name}`,
  component: 'Layout',
  hidden: false,
  meta: { title: name, icon: '', noCache: false, affix: false, link: null },
  permissions: [],
  roles: [],
});

let db: LookupDb;

beforeEach(async () => {
  db = lookupDb();
  await db.open();
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.unstubAllGlobals();
});

describe('lookups read first, written through', () => {
  it('writes every successful fetch through to IndexedDB', async () => {
    const source: LookupSource<DictEntry[]> = {
      key: ['lookups', 'dict', 'sys_user_sex', 'zh-CN'],
      read: () => readDict('sys_user_sex', 'zh-CN'),
      fetch: async () => [entry('1')],
      write: (entries) => writeDict('sys_user_sex', 'zh-CN', entries),
    };
    const client = createQueryClient();
    await expect(client.fetchQuery(liveLookupQuery(source))).resolves.toEqual([entry('1')]);
    expect((await readDict('sys_user_sex', 'zh-CN'))?.value).toEqual([entry('1')]);
  });

  it('answers the stored copy without waiting for the network', async () => {
    await writeDict('sys_user_sex', 'en', [entry('stored')]);
    // A network that never answers: the stored copy must not wait for it.
    const fetch = vi.fn(() => new Promise<DictEntry[]>(() => undefined));
    const source: LookupSource<DictEntry[]> = {
      key: ['lookups', 'dict', 'sys_user_sex', 'en'],
      read: () => readDict('sys_user_sex', 'en'),
      fetch,
      write: (entries) => writeDict('sys_user_sex', 'en', entries),
    };
    const stored = await createQueryClient().fetchQuery(storedLookupQuery(source));
    expect(stored?.value).toEqual([entry('stored')]);
    expect(stored?.savedAt).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps menus per user and language, and falls back to them only when the network is gone', async () => {
    vi.stubGlobal('document', { cookie: 'Admin-Token=token-a' });
    const alice = await userKeyOf('token-a');
    await expect(fetchMenusThroughStore('zh-CN', async () => [menu('fresh')])).resolves.toEqual([menu('fresh')]);
    expect((await readMenus(alice, 'zh-CN'))?.value).toEqual([menu('fresh')]);
    expect(await readMenus(alice, 'en')).toBeNull();

    const offline = new ApiError({ kind: 'network', code: 0, msg: 'offline' });
    await expect(fetchMenusThroughStore('zh-CN', () => Promise.reject(offline))).resolves.toEqual([menu('fresh')]);
    const refused = new ApiError({ kind: 'business', code: 500, msg: 'no' });
    await expect(fetchMenusThroughStore('zh-CN', () => Promise.reject(refused))).rejects.toBe(refused);

    // Another user's token never reads Alice's menu.
    vi.stubGlobal('document', { cookie: 'Admin-Token=token-b' });
    await expect(fetchMenusThroughStore('zh-CN', () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('clears one user, or at sign-out every per-user row, and keeps public data', async () => {
    await writeMenus('alice', 'zh-CN', [menu('a')]);
    await writeMenus('bob', 'zh-CN', [menu('b')]);
    await writeLookup('platforms', 'alice', 'all', ['ssh']);
    await writeLookup('platforms', PUBLIC_SCOPE, 'all', ['public']);
    await writeDict('sys_user_sex', 'zh-CN', [entry('1')]);
    await writeSiteConfig({
      webTitle: 'G',
      title: 'G',
      primaryColor: '#409EFF',
      shrinkMenuIconWidth: 1,
      shrinkMenuIconHeight: 1,
      menuIconWidth: 1,
      menuIconHeight: 1,
      logo: '',
    });

    await clearUser('alice');
    expect(await readMenus('alice', 'zh-CN')).toBeNull();
    expect(await readLookup('platforms', 'alice', 'all')).toBeNull();
    expect((await readMenus('bob', 'zh-CN'))?.value).toEqual([menu('b')]);

    await clearAllUserData();
    expect(await db.menus.count()).toBe(0);
    expect(await db.dicts.count()).toBe(0);
    expect((await readLookup('platforms', PUBLIC_SCOPE, 'all'))?.value).toEqual(['public']);
    expect(await db.siteConfig.count()).toBe(1);
  });

  it('uses one database name for the console', () => {
    expect(db.name).toBe(LOOKUP_DB_NAME);
    expect(Dexie.semVer).toBeTruthy();
  });
});
