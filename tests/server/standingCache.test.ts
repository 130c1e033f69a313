import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../../src/server/db/database';
import { writeGeneration } from '../../src/server/db/writeGeneration';
import { STANDING_MAX_AGE_MS, StandingCache } from '../../src/server/modules/terminal/standingCache';

/**
 * The reuse of "still authorised" answers (a statement, web request or keystroke of an open session re-checks its
 * grant): a change to the console's data drops them at once, the activity the sessions write themselves does not.
 */
const dir = mkdtempSync(join(tmpdir(), 'gh-standing-'));
let db: Db;
const request = { userId: 7, assetId: 3, accountId: 11, sourceIp: '10.0.0.8' };
const now = Date.parse('2026-11-29T08:00:00Z');

beforeAll(async () => {
  db = openDatabase({ dataDir: dir }).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('answers reused while nothing that decides access changed', () => {
  it('holds an answer for its request only, and no longer than the age limit', () => {
    const cache = new StandingCache(db);
    cache.keep(request, writeGeneration(), now, null);
    expect(cache.holds(request, now + 10)).toBe(true);
    expect(cache.holds({ ...request, sourceIp: '10.0.0.9' }, now + 10)).toBe(false);
    expect(cache.holds({ ...request, accountId: 12 }, now + 10)).toBe(false);
    expect(cache.holds(request, now + STANDING_MAX_AGE_MS)).toBe(false);
  });

  it('holds it no longer than the first right allowing it lasts', () => {
    const cache = new StandingCache(db);
    cache.keep(request, writeGeneration(), now, new Date(now + 200).toISOString());
    expect(cache.holds(request, now + 199)).toBe(true);
    expect(cache.holds(request, now + 200)).toBe(false);
  });

  it('drops it when a grant, a membership or anything else outside the activity records is written', async () => {
    const cache = new StandingCache(db);
    const writes = [
      () =>
        db
          .updateTable('grants')
          .set({ revoked_at: new Date(now).toISOString() })
          .where('id', '=', 1)
          .execute(),
      () => db.deleteFrom('user_group_members').where('user_id', '=', 7).execute(),
      () => db.updateTable('users').set({ dept_id: null }).where('id', '=', 7).execute(),
      () => sql`update departments set parent_id = null where id = 0`.execute(db),
    ];
    for (const write of writes) {
      cache.keep(request, writeGeneration(), now, null);
      await write();
      expect(cache.holds(request, now + 1)).toBe(false);
    }
  });

  it('keeps it while sessions write their own records and anyone reads', async () => {
    const cache = new StandingCache(db);
    cache.keep(request, writeGeneration(), now, null);
    await db.selectFrom('grants').selectAll().execute();
    await sql`select count(*) from grants`.execute(db);
    await db.updateTable('terminal_sessions').set({ login_result: 1 }).where('id', '=', 0).execute();
    await db.deleteFrom('db_statements').where('id', '=', 0).execute();
    expect(cache.holds(request, now + 1)).toBe(true);
  });

  it('does not use an answer decided while a write was under way', () => {
    const cache = new StandingCache(db);
    const before = writeGeneration();
    const pending = db.updateTable('grants').set({ ends_at: '2099-01-01T00:00:00.000Z' }).where('id', '=', 1).execute();
    cache.keep(request, before, now, null);
    expect(cache.holds(request, now + 1)).toBe(false);
    return pending;
  });
});
