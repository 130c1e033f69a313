import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enumColour, enumLabel, enumOptions } from '../../../src/app/components/page/enumLabels';
import { ApiError } from '../../../src/app/data/errors';
import { clearDictionaries, setDictionaries } from '../../../src/app/data/lookups/catalog';
import { type LookupDb, lookupDb } from '../../../src/app/data/lookups/db';
import { allDictsSource, liveLookupQuery, storedLookupQuery } from '../../../src/app/data/lookups/queries';
import {
  readAllDicts,
  readLookup,
  summariseStored,
  writeAllDicts,
  writeLookup,
  writeMenus,
  writeSiteConfig,
} from '../../../src/app/data/lookups/store';
import { fetchThroughStore } from '../../../src/app/data/lookups/throughStore';
import { userKeyOf } from '../../../src/app/data/lookups/userKey';
import { shouldPersistQuery } from '../../../src/app/data/persist';
import { createQueryClient } from '../../../src/app/data/queryClient';
import { getConnectivity, noteServerAnswer } from '../../../src/app/pwa/connectivity';
import { describeStored, formatSavedAt } from '../../../src/app/pwa/offlineSummary';
import type { DictEntry } from '../../../src/shared/api/system';

/** The lookup data really persists in IndexedDB and answers when the network is gone. */
const entry = (dictType: string, dictValue: string, dictLabel: string, listClass = 'default'): DictEntry => ({
  dictCode: 1,
  dictType,
  dictSort: 0,
  dictLabel,
  dictValue,
  listClass,
  cssClass: '',
});
const TOKEN = 'token-of-gatekeeper';
const networkDown = () => new ApiError({ kind: 'network', code: 0, msg: '网络出现波动，请手动刷新浏览器' });

let db: LookupDb;

beforeEach(async () => {
  db = lookupDb();
  await db.open();
  vi.stubGlobal('document', { cookie: `Admin-Token=${TOKEN}` });
  noteServerAnswer(new Response('{}'));
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearDictionaries();
  vi.unstubAllGlobals();
});

describe('every dictionary kept per language', () => {
  it('stores one row per type, answers them together, and drops types the server no longer has', async () => {
    await writeAllDicts('zh-CN', [
      entry('asset_type', '1', '主机'),
      entry('asset_type', '2', '网络设备'),
      entry('gone', '1', '旧'),
    ]);
    await writeAllDicts('en', [entry('asset_type', '1', 'Host')]);
    await writeAllDicts('zh-CN', [entry('asset_type', '1', '主机'), entry('protocol', 'SSH', 'SSH')]);
    const zh = await readAllDicts('zh-CN');
    expect(zh?.value.map((row) => `${row.dictType}:${row.dictLabel}`).sort()).toEqual([
      'asset_type:主机',
      'protocol:SSH',
    ]);
    expect((await readAllDicts('en'))?.value.map((row) => row.dictLabel)).toEqual(['Host']);
    expect(await db.dicts.count()).toBe(3);
  });

  it('reads the stored copy first and writes every fetch through', async () => {
    const queryClient = createQueryClient();
    await writeAllDicts('en', [entry('asset_type', '1', 'Old host')]);
    const source = { ...allDictsSource('en'), fetch: async () => [entry('asset_type', '1', 'Host')] };
    const stored = await queryClient.fetchQuery(storedLookupQuery(source));
    expect(stored?.value.map((row) => row.dictLabel)).toEqual(['Old host']);
    await queryClient.fetchQuery(liveLookupQuery(source));
    expect((await readAllDicts('en'))?.value.map((row) => row.dictLabel)).toEqual(['Host']);
  });

  it('labels come from the served dictionary once loaded, from the built-in table before', () => {
    expect(enumLabel('asset_type', 0, 'zh-CN')).toBe('主机');
    setDictionaries('zh-CN', [entry('asset_type', '0', '服务器', 'success')]);
    expect(enumLabel('asset_type', 0, 'zh-CN')).toBe('服务器');
    expect(enumOptions('asset_type', 'zh-CN')).toEqual([{ value: '0', label: '服务器' }]);
    expect(enumColour('asset_type', 0)).toBe('success');
    // English not loaded: the built-in English label.
    expect(enumLabel('asset_type', 0, 'en')).toBe('Host');
  });
});

describe('per-user lookup lists (asset types, tags)', () => {
  it('answers from the network and keeps a copy under the user', async () => {
    const user = await userKeyOf(TOKEN);
    await expect(fetchThroughStore('tags', 'options', async () => [{ tagId: 1, tagName: 'prod' }])).resolves.toEqual([
      { tagId: 1, tagName: 'prod' },
    ]);
    expect((await readLookup('tags', user, 'options'))?.value).toEqual([{ tagId: 1, tagName: 'prod' }]);
  });

  it('answers the stored copy when the network is gone, and the offline notice learns its age', async () => {
    const user = await userKeyOf(TOKEN);
    await writeLookup('platforms', user, 'all', { rows: [{ platformId: 1 }], total: 1 });
    const savedAt = (await readLookup('platforms', user, 'all'))?.savedAt;
    const value = await fetchThroughStore('platforms', 'all', () => Promise.reject(networkDown()));
    expect(value).toEqual({ rows: [{ platformId: 1 }], total: 1 });
    expect(getConnectivity()).toMatchObject({ serverReachable: false, dataFrom: savedAt });
  });

  it('never hides a refusal or a missing copy behind the store', async () => {
    const forbidden = new ApiError({ kind: 'business', code: 403, msg: '当前操作没有权限' });
    const user = await userKeyOf(TOKEN);
    await writeLookup('tags', user, 'options', []);
    await expect(fetchThroughStore('tags', 'options', () => Promise.reject(forbidden))).rejects.toBe(forbidden);
    const down = networkDown();
    await expect(fetchThroughStore('platforms', 'all', () => Promise.reject(down))).rejects.toBe(down);
  });
});

describe('what the offline notice lists', () => {
  it('summarises each kind of stored data with its time, and says when nothing is kept', async () => {
    const user = await userKeyOf(TOKEN);
    const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);
    expect(describeStored(await summariseStored(user), t, String)).toBe('offline.nothingCached');
    await writeMenus(user, 'zh-CN', []);
    await writeAllDicts('zh-CN', [entry('asset_type', '1', '主机')]);
    await writeSiteConfig({
      webTitle: 'Gatehouse 堡垒机',
      title: 'Gatehouse',
      primaryColor: '#409EFF',
      shrinkMenuIconWidth: 32,
      shrinkMenuIconHeight: 32,
      menuIconWidth: 120,
      menuIconHeight: 32,
      logo: '',
    });
    await writeLookup('tags', user, 'options', []);
    const client = {
      clientState: { queries: [{ queryKey: ['users', 'list', {}] }, { queryKey: ['session', 'info'] }] },
    };
    await db.queryCache.put({ user, client: JSON.stringify(client), savedAt: 5 });
    const summary = await summariseStored(user);
    expect(summary).toMatchObject({ lists: 1, listsSavedAt: 5, lookups: { tags: expect.any(Number) } });
    const text = describeStored(summary, t, () => 'T');
    for (const part of [
      'offline.menu',
      'offline.dictionaries',
      'offline.siteConfig',
      'offline.tags',
      'offline.lists',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('offline.platforms');
  });

  it('gives the time alone for today and the date before', () => {
    const now = new Date(2026, 10, 26, 15, 0).getTime();
    expect(formatSavedAt(new Date(2026, 10, 26, 9, 5).getTime(), now)).toBe('09:05');
    expect(formatSavedAt(new Date(2026, 10, 25, 9, 5).getTime(), now)).toBe('2026-11-25 09:05');
  });
});

describe('visited lists are kept for offline use', () => {
  const query = (queryKey: unknown[], status = 'success') =>
    ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

  it('keeps lists and lookup lists, never details or failures', () => {
    expect(shouldPersistQuery(query(['users', 'list', { pageNum: 1 }]))).toBe(true);
    expect(shouldPersistQuery(query(['platforms', 'all']))).toBe(true);
    expect(shouldPersistQuery(query(['tags', 'options']))).toBe(true);
    expect(shouldPersistQuery(query(['accounts', 'detail', 3]))).toBe(false);
    expect(shouldPersistQuery(query(['users', 'list', {}], 'error'))).toBe(false);
  });
});
