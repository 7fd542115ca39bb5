import { createStore, del, delMany, get, keys, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { Query } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { KEPT_CACHE_HINT_KEY, KEPT_SCREENS_KEY, hasKeptQueryCache } from './kept-cache-hint.ts';
import { noteRestored } from './restored-queries.ts';

/**
 * The query cache kept across restarts, one copy per user, so the app opens with the last data
 * seen, offline or before its queries answer (docs/offline.md). It lives in IndexedDB: a deck's
 * cards outgrow local storage's few megabytes.
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
  kept?: Promise<void>;
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
      setItem: async (key, value: string) => {
        if (entry.closed) return;
        await set(key, value, store());
        noteQueryCacheKept(uid);
      },
      removeItem: async (key) => {
        noteQueryCacheGone(uid);
        await del(key, store());
      },
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
 * Fills the query cache from `uid`'s kept copy, once. What it brings back was seen on an
 * earlier visit, so it is marked out of date: a screen shows it at once and reads it again
 * (restored-queries.ts). Removes what other users of this browser left behind first, so
 * nobody reads another's data.
 */
export function restoreQueryCache(uid: string): Promise<void> {
  const cache = userCache(uid);
  cache.restored ??= (async () => {
    await removeOtherUsers(uid);
    const queries = queryClient.getQueryCache();
    const before = new Map(queries.getAll().map((query) => [query, query.state.data]));
    const startedAt = Date.now();
    await persistQueryClientRestore(options(cache.persister));
    // What the copy filled, whether the restore built its query or the query was already on
    // its way (the profile's read starts with the session, beside the restore). A read that
    // answered while the restore ran is newer than the copy, which then left it be.
    const filled = (query: Query) =>
      query.state.data !== undefined &&
      query.state.data !== before.get(query) &&
      query.state.dataUpdatedAt < startedAt;
    queries.findAll({ predicate: filled }).forEach(noteRestored);
    await queryClient.invalidateQueries({ predicate: filled, refetchType: 'none' });
  })().catch(warnNotKept);
  return cache.restored;
}

/**
 * Starts keeping `uid`'s cache: saved now, then at most once a second while it changes. A
 * restore under way finishes first, so its data is part of what is kept.
 */
export function keepQueryCache(uid: string): Promise<void> {
  const cache = userCache(uid);
  cache.kept ??= (async () => {
    // A restore has removed other users' copies already.
    await (cache.restored ?? removeOtherUsers(uid));
    if (cache.closed) return;
    cache.unsubscribe = persistQueryClientSubscribe(options(cache.persister));
    await persistQueryClientSave(options(cache.persister));
  })().catch(warnNotKept);
  return cache.kept;
}

function warnNotKept(error: unknown): void {
  // IndexedDB refused (private mode, quota): the app works as before, without the copy.
  console.warn('[query cache] not kept across restarts', error);
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

/** One user's copy at a time is kept: the hint names theirs. Storage blocked: no hint. */
function noteQueryCacheKept(uid: string): void {
  try {
    window.localStorage.setItem(KEPT_CACHE_HINT_KEY, uid);
  } catch {
    // The copy is then restored only offline.
  }
}

function noteQueryCacheGone(uid: string): void {
  try {
    window.localStorage.removeItem(KEPT_SCREENS_KEY);
    if (hasKeptQueryCache(uid)) window.localStorage.removeItem(KEPT_CACHE_HINT_KEY);
  } catch {
    // Nothing was noted.
  }
}
