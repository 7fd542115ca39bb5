import { createStore, del, delMany, get, keys, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { Session } from '@supabase/supabase-js';
import { queryClient } from './query-client.ts';
import { AUTH_STORAGE_KEY } from '../session/session-hint.ts';

/**
 * The query cache kept across restarts, one copy per user, so the installed app opens offline
 * with the last data seen (docs/offline.md). It lives in IndexedDB: a deck's cards outgrow
 * local storage's few megabytes.
 */
const store = () => (idbStore ??= createStore('phrasebook-query-cache', 'clients'));
let idbStore: ReturnType<typeof createStore> | undefined;

const keyPrefix = 'user:';
const keyOf = (uid: string) => `${keyPrefix}${uid}`;

/** Bumped when a query's data changes shape, so an older copy is dropped instead of read. */
const CACHE_VERSION = '1';

/** A copy older than this is not restored: a week offline is the longest we plan for. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface UserCache {
  persister: Persister;
  /** Set once the user signed out: a throttled save still on its way must not write again. */
  closed: boolean;
  unsubscribe?: () => void;
  restored?: Promise<void>;
}

const caches = new Map<string, UserCache>();

function userCache(uid: string): UserCache {
  let cache = caches.get(uid);
  if (cache) return cache;
  const entry: UserCache = { closed: false } as UserCache;
  entry.persister = createAsyncStoragePersister({
    key: keyOf(uid),
    storage: {
      getItem: (key) => get<string>(key, store()).then((value) => value ?? null),
      setItem: (key, value: string) => (entry.closed ? undefined : set(key, value, store())),
      removeItem: (key) => del(key, store()),
    },
  });
  cache = entry;
  caches.set(uid, cache);
  return cache;
}

const options = (persister: Persister) => ({
  queryClient,
  persister,
  buster: CACHE_VERSION,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
});

/**
 * Starts keeping `uid`'s cache, and first fills the cache from the kept copy when `restore`
 * is asked (the app started without a network). Removes what other users of this browser
 * left behind, so nobody reads another's data. Resolves once the restore, if any, is done.
 */
export function keepQueryCache(uid: string, { restore }: { restore: boolean }): Promise<void> {
  const cache = userCache(uid);
  cache.restored ??= (async () => {
    await removeOtherUsers(uid);
    if (restore) {
      await persistQueryClientRestore(options(cache.persister));
      window.addEventListener('online', refreshRestoredData, { once: true });
    }
    if (cache.closed) return;
    cache.unsubscribe = persistQueryClientSubscribe(options(cache.persister));
    await persistQueryClientSave(options(cache.persister));
  })().catch((error: unknown) => {
    // IndexedDB refused (private mode, quota): the app works as before, without the copy.
    console.warn('[query cache] not kept across restarts', error);
  });
  return cache.restored;
}

/**
 * Restored data stands in while offline. The app does not refetch on mount (docs/product.md
 * §9), so once the network returns, the screens on show are read again and the rest is dropped,
 * to be read afresh when shown.
 */
function refreshRestoredData(): void {
  void queryClient.invalidateQueries({ type: 'active' });
  queryClient.removeQueries({ type: 'inactive' });
}

/** At sign-out: stops keeping `uid`'s cache and deletes the kept copy. */
export async function forgetQueryCache(uid: string): Promise<void> {
  const cache = userCache(uid);
  cache.closed = true;
  cache.unsubscribe?.();
  caches.delete(uid);
  await cache.persister.removeClient();
}

async function removeOtherUsers(uid: string): Promise<void> {
  const others = (await keys<string>(store())).filter(
    (key) => typeof key === 'string' && key.startsWith(keyPrefix) && key !== keyOf(uid),
  );
  if (others.length > 0) await delMany(others, store());
}

/** The session auth-js keeps in storage, as it stored it (offline-session.ts says when). */
export function storedSession(): Session | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      user?: { id?: unknown };
    } | null;
    return typeof stored?.user?.id === 'string' ? (stored as Session) : null;
  } catch {
    return null;
  }
}
