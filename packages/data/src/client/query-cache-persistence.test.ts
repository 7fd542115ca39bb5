// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, keys, set, createStore } from 'idb-keyval';
import type * as PersistClientCore from '@tanstack/query-persist-client-core';
import { forgetQueryCache, keepQueryCache, restoreQueryCache } from './query-cache-persistence.ts';
import { hasKeptQueryCache } from './kept-cache-hint.ts';
import { queryClient } from './query-client.ts';

const store = createStore('phrasebook-query-cache', 'clients');

/** What happens just before the kept copy is read: set by a test, to land a read meanwhile. */
const restoring = vi.hoisted(() => ({ before: async () => undefined as void }));
vi.mock('@tanstack/query-persist-client-core', async (original) => {
  const actual = await original<typeof PersistClientCore>();
  return {
    ...actual,
    persistQueryClientRestore: async (
      ...args: Parameters<typeof actual.persistQueryClientRestore>
    ) => {
      await restoring.before();
      return actual.persistQueryClientRestore(...args);
    },
  };
});

/** What the persister wrote on an earlier visit: a dehydrated client with one successful query. */
function keptCopy(key: readonly unknown[], data: unknown, timestamp = Date.now() - 60_000) {
  return JSON.stringify({
    buster: '1',
    timestamp,
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: key,
          queryHash: JSON.stringify(key),
          state: {
            data,
            dataUpdateCount: 1,
            dataUpdatedAt: timestamp,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });
}

afterEach(async () => {
  restoring.before = async () => undefined;
  await forgetQueryCache('ana');
  await forgetQueryCache('ben');
  queryClient.clear();
});

/** A read of `key` on its way to the server; call the result to answer it. */
function startPendingRead(key: string[]): (decks: string[]) => void {
  let answer: (decks: string[]) => void = () => undefined;
  const queryFn = () => new Promise<string[]>((resolve) => (answer = resolve));
  void queryClient.prefetchQuery({ queryKey: key, queryFn });
  return (decks) => answer(decks);
}

describe('the query cache kept across restarts', () => {
  it("restores the user's own copy, marked to be read again when shown", async () => {
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa']), store);
    await restoreQueryCache('ana');
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toEqual(['spa']);
    expect(queryClient.getQueryState(['user', 'deck', 'list'])?.isInvalidated).toBe(true);
  });

  it('leaves what was read before the restore as it was', async () => {
    queryClient.setQueryData(['user', 'profile'], { username: 'ana' });
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa']), store);
    await restoreQueryCache('ana');
    expect(queryClient.getQueryState(['user', 'profile'])?.isInvalidated).toBe(false);
  });

  it('marks a read already on its way, which the copy filled meanwhile, to be read again', async () => {
    const key = ['user', 'deck', 'list'];
    const answer = startPendingRead(key);
    await set('user:ana', keptCopy(key, ['spa']), store);
    await restoreQueryCache('ana');
    expect(queryClient.getQueryData(key)).toEqual(['spa']);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    answer(['spa', 'fra']);
    await expect.poll(() => queryClient.getQueryData(key)).toEqual(['spa', 'fra']);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('leaves a read that answered while the restore ran as read, not marked', async () => {
    const key = ['user', 'deck', 'list'];
    const answer = startPendingRead(key);
    await set('user:ana', keptCopy(key, ['spa']), store);
    restoring.before = async () => {
      answer(['spa', 'fra']);
      await expect.poll(() => queryClient.getQueryData(key)).toEqual(['spa', 'fra']);
    };
    await restoreQueryCache('ana');
    expect(queryClient.getQueryData(key)).toEqual(['spa', 'fra']);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('restores nothing older than a week', async () => {
    const old = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa'], old), store);
    await restoreQueryCache('ana');
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toBeUndefined();
  });

  it('deletes what another user of the browser left, and never reads it', async () => {
    await set('user:ben', keptCopy(['user', 'deck', 'list'], ['fra']), store);
    await restoreQueryCache('ana');
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toBeUndefined();
    expect(await keys(store)).not.toContain('user:ben');
  });

  it('keeps what the user reads from now on, and deletes it at sign-out', async () => {
    await keepQueryCache('ana');
    expect(hasKeptQueryCache('ana')).toBe(true);
    queryClient.setQueryData(['user', 'deck', 'list'], ['ita']);
    await expect
      .poll(async () => get<string>('user:ana', store), { timeout: 3_000 })
      .toContain('"ita"');
    // A change just before the sign-out waits in the persister's throttle: it must not write.
    queryClient.setQueryData(['user', 'deck', 'list'], ['por']);
    await forgetQueryCache('ana');
    expect(hasKeptQueryCache('ana')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await get('user:ana', store)).toBeUndefined();
  });
});
