import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupDb } from '../../../src/app/data/lookups/db';
import { lookupKeys } from '../../../src/app/data/lookups/queries';
import { clearUser } from '../../../src/app/data/lookups/store';
import { createDexiePersister, shouldPersistQuery, startPersistence } from '../../../src/app/data/persist';
import { sessionKeys } from '../../../src/app/session/keys';

const session = { token: 'secret-token', userName: 'root', userId: 1 };

async function waitForRow(user: string) {
  await vi.waitFor(async () => expect(await lookupDb().queryCache.get(user)).toBeDefined(), { timeout: 3000 });
  return lookupDb().queryCache.get(user);
}

afterEach(async () => {
  await Promise.all(lookupDb().tables.map((table) => table.clear()));
});

describe('query cache persistence', () => {
  it('persists only successful session, lookup and list queries', () => {
    const query = (queryKey: unknown[], status: 'success' | 'error' = 'success') =>
      ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];
    expect(shouldPersistQuery(query([...sessionKeys.menus('zh-CN')]))).toBe(true);
    expect(shouldPersistQuery(query([...lookupKeys.dict('x', 'en')]))).toBe(true);
    expect(shouldPersistQuery(query([...sessionKeys.info()], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['captcha']))).toBe(false);
    expect(shouldPersistQuery(query(['lookups-stored', 'lookups']))).toBe(false);
    expect(shouldPersistQuery(query(['assets', 'detail', 1]))).toBe(false);
  });

  it('round-trips a user cache without the token, and restores it into a fresh client', async () => {
    const first = new QueryClient();
    const running = startPersistence(first, 'alice', () => 'cookie-token');
    await running.restored;
    first.setQueryData(sessionKeys.info(), session);
    first.setQueryData(sessionKeys.menus('zh-CN'), [{ name: 'home' }]);
    first.setQueryData(['assets', 'detail', 1], ['not kept']);
    const row = await waitForRow('alice');
    running.stop();
    expect(row?.client).not.toContain('secret-token');
    expect(row?.client).not.toContain('not kept');

    const second = new QueryClient();
    const restored = startPersistence(second, 'alice', () => 'cookie-token');
    await restored.restored;
    restored.stop();
    expect(second.getQueryData(sessionKeys.info())).toEqual({ ...session, token: 'cookie-token' });
    expect(second.getQueryData(sessionKeys.menus('zh-CN'))).toEqual([{ name: 'home' }]);
    // Restored, but revalidated on next use: the server may have changed the menu.
    expect(second.getQueryState(sessionKeys.menus('zh-CN'))?.isInvalidated).toBe(true);
    expect(second.getQueryData(['assets', 'detail', 1])).toBeUndefined();
  });

  it('keeps users apart and clears one without touching the other', async () => {
    const alice = createDexiePersister('alice', () => '');
    const bob = createDexiePersister('bob', () => '');
    const client = (label: string) => ({
      timestamp: Date.now(),
      buster: 'test',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['lookups', 'label'],
            queryHash: '["lookups","label"]',
            state: { data: label, status: 'success' as const },
          },
        ],
      },
    });
    alice.persistClient(client('alice') as never);
    bob.persistClient(client('bob') as never);
    await waitForRow('alice');
    await waitForRow('bob');
    expect(JSON.stringify(await alice.restoreClient())).toContain('"alice"');
    expect(JSON.stringify(await bob.restoreClient())).toContain('"bob"');

    await clearUser('alice');
    expect(await alice.restoreClient()).toBeUndefined();
    expect(JSON.stringify(await bob.restoreClient())).toContain('"bob"');
    await bob.removeClient();
    expect(await bob.restoreClient()).toBeUndefined();
  });

  it('writes nothing more once disposed (sign-out)', async () => {
    const persister = createDexiePersister('carol', () => '');
    persister.persistClient({ timestamp: 1, buster: '', clientState: { mutations: [], queries: [] } });
    persister.dispose();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await lookupDb().queryCache.get('carol')).toBeUndefined();
  });
});
