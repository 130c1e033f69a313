import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LookupDb, SCHEMA_V1 } from '../../../src/app/data/lookups/db';

const NAME = 'gatehouse-lookups-schema-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('lookup database schema', () => {
  it('opens fresh at the current version with every table', async () => {
    const db = new LookupDb(NAME);
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'dicts',
      'lookups',
      'menus',
      'queryCache',
      'siteConfig',
    ]);
    db.close();
  });

  it('upgrades a version 1 database and keeps its rows', async () => {
    const old = new Dexie(NAME);
    old.version(1).stores(SCHEMA_V1);
    await old.table('menus').put({ user: 'u1', lang: 'zh-CN', menus: [] });
    await old.table('dicts').put({ dictType: 'sys_user_sex', lang: 'en', entries: [], savedAt: 5 });
    old.close();

    const db = new LookupDb(NAME);
    await db.open();
    expect(await db.menus.get(['u1', 'zh-CN'])).toEqual({ user: 'u1', lang: 'zh-CN', menus: [], savedAt: 0 });
    expect((await db.dicts.get(['sys_user_sex', 'en']))?.savedAt).toBe(5);
    await db.queryCache.put({ user: 'u1', client: '{}', savedAt: 1 });
    expect(await db.queryCache.count()).toBe(1);
    db.close();
  });
});
