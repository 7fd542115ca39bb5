import { createStore, del, delMany, get, keys, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { Session } from '@supabase/supabase-js';
import type { Query } from '@tanstack/react-query';
import { FRESH_FOR_MS, queryClient } from './query-client.ts';
import { isOnline } from '../network/is-online.ts';
import { AUTH_STORAGE_KEY } from '../session/session-hint.ts';
import { forgetKeptCopyNote, noteKeptCopy } from '../session/kept-copy-note.ts';

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
      setItem: (key, value: string) =>
        entry.closed ? undefined : set(key, value, store()).then(() => noteKeptCopy(uid)),
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
});

/**
 * Starts keeping `uid`'s cache, and first fills the cache from the kept copy when it is no
 * older than `restoreWithin` ms: a week when the app started without a network, the cache time
 * online (docs/offline.md). Removes what other users of this browser left behind, so nobody
 * reads another's data. Resolves once the restore, if any, is done.
 */
export function keepQueryCache(
  uid: string,
  { restoreWithin }: { restoreWithin?: number } = {},
): Promise<void> {
  const cache = userCache(uid);
  cache.restored ??= (async () => {
    await removeOtherUsers(uid);
    if (restoreWithin !== undefined) {
      const restored = new Set(queryClient.getQueryCache().getAll());
      await persistQueryClientRestore({ ...options(cache.persister), maxAge: restoreWithin });
      const fromCopy = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => !restored.has(query));
      if (isOnline()) revalidateWhenShown(fromCopy);
      else window.addEventListener('online', refreshRestoredData, { once: true });
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

/**
 * Online, a screen shows the restored data at once, and what is no longer fresh is read again
 * as it comes on show: the same as a screen revisited within the cache time, read once more.
 */
function revalidateWhenShown(restored: Query[]): void {
  const pending = new Set(restored);
  if (pending.size === 0) return;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !pending.delete(event.query)) return;
    if (pending.size === 0) unsubscribe();
    if (Date.now() - event.query.state.dataUpdatedAt < FRESH_FOR_MS) return;
    const { queryKey } = event.query;
    setTimeout(() => void queryClient.refetchQueries({ queryKey, exact: true }), 0);
  });
}

/** At sign-out: stops keeping `uid`'s cache and deletes the kept copy. */
export async function forgetQueryCache(uid: string): Promise<void> {
  const cache = userCache(uid);
  cache.closed = true;
  cache.unsubscribe?.();
  caches.delete(uid);
  forgetKeptCopyNote();
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
