import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClient,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../session/keys';
import { type LookupDb, lookupDb } from './lookups/db';

/**
 * The TanStack Query cache persisted to IndexedDB, one entry per user (digest of the token), so a
 * reload (also offline) paints the session, menu and lookups at once. Loaded lazily by persistBoot.ts:
 * Dexie stays out of the sign-in page's code.
 */

/** Old entries are dropped on restore: a day-old menu is not worth showing as "current". */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;
/** A new build may change data shapes: its cache starts empty. */
export const PERSIST_BUSTER: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
/** Query roots worth keeping whole: the session and the lookups. */
const PERSISTED_ROOTS: ReadonlySet<unknown> = new Set([sessionKeys.all()[0], 'lookups']);
/**
 * Under any feature's root, the lists (STYLE.md key factories: `[root, 'list', query]`) and the short
 * lookup lists (`[root, 'all' | 'options']`): a list visited online is shown offline with its date.
 * List rows never carry a secret (the contracts strip them; a reveal is its own call, never persisted),
 * and details, reveals and mutations are not kept.
 */
const PERSISTED_KINDS: ReadonlySet<unknown> = new Set(['list', 'all', 'options']);
const WRITE_DELAY_MS = 1_000;

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  return PERSISTED_ROOTS.has(query.queryKey[0]) || PERSISTED_KINDS.has(query.queryKey[1]);
}

const isSessionInfo = (key: readonly unknown[]) =>
  key.length === 2 && key[0] === sessionKeys.info()[0] && key[1] === sessionKeys.info()[1];

/** Replaces the session's token in the stored copy; the token itself stays in its cookie only. */
function withSessionToken(client: PersistedClient, token: string): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    if (!isSessionInfo(query.queryKey)) return query;
    const data = query.state.data;
    if (typeof data !== 'object' || data === null) return query;
    return { ...query, state: { ...query.state, data: { ...data, token } } };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

export interface DexiePersister extends Persister {
  /** Stops writing (a pending write is dropped): the session is over. */
  dispose: () => void;
}

/**
 * A Persister over the queryCache table. Writes are coalesced (the cache changes many times a second
 * while a page loads). `restoreToken` gives the cookie's token back to the restored session.
 */
export function createDexiePersister(
  user: string,
  restoreToken: () => string,
  db: LookupDb = lookupDb(),
): DexiePersister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = async () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client || disposed) return;
    // JSON keeps only plain data: whatever a query held, what IndexedDB receives can be cloned.
    await db.queryCache.put({ user, client: JSON.stringify(withSessionToken(client, '')), savedAt: Date.now() });
  };

  return {
    persistClient: (client) => {
      if (disposed) return;
      pending = client;
      timer ??= setTimeout(() => {
        flush().catch((error: unknown) => console.warn('could not persist the query cache', error));
      }, WRITE_DELAY_MS);
    },
    restoreClient: async () => {
      const row = await db.queryCache.get(user);
      if (!row) return undefined;
      return withSessionToken(JSON.parse(row.client) as PersistedClient, restoreToken());
    },
    removeClient: async () => {
      await db.queryCache.delete(user);
    },
    dispose: () => {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

export interface Persistence {
  user: string;
  restored: Promise<void>;
  stop: () => void;
}

/** Restores the user's cache into `queryClient` and keeps saving it until stop(). */
export function startPersistence(queryClient: QueryClient, user: string, restoreToken: () => string): Persistence {
  const persister = createDexiePersister(user, restoreToken);
  const [unsubscribe, restore] = persistQueryClient({
    // react-query 5.108 nests its own query-core while this package uses the top-level 5.104: the
    // classes differ only in private fields for the compiler; at run time the public methods used by
    // dehydrate/hydrate are the same (tests/unit/lookups/persist.test.ts round-trips through them).
    queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  });
  // Restored data paints at once but is always revalidated when shown, however young it is: the server may
  // have changed roles, menus or a list (a grant revoked a second ago must not stay on /assets-my after a reload).
  const restored = restore.then(() => queryClient.invalidateQueries({ refetchType: 'none' }));
  return {
    user,
    restored,
    stop: () => {
      unsubscribe();
      persister.dispose();
    },
  };
}
