// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { get, keys, set, createStore } from 'idb-keyval';
import { forgetQueryCache, keepQueryCache } from './query-cache-persistence.ts';
import { queryClient } from './query-client.ts';
import { keptCopyIsRecent } from '../session/kept-copy-note.ts';

const WEEK = 7 * 24 * 60 * 60 * 1000;

const store = createStore('phrasebook-query-cache', 'clients');

/** What the persister writes: a dehydrated client with one successful query. */
function keptCopy(key: readonly unknown[], data: unknown, timestamp = Date.now()) {
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
  await forgetQueryCache('ana');
  await forgetQueryCache('ben');
  queryClient.clear();
});

describe('the query cache kept across restarts', () => {
  it("restores the user's own copy when asked to", async () => {
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa']), store);
    await keepQueryCache('ana', { restoreWithin: WEEK });
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toEqual(['spa']);
  });

  it('restores nothing older than it is asked to (a week offline)', async () => {
    const old = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa'], old), store);
    await keepQueryCache('ana', { restoreWithin: WEEK });
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toBeUndefined();
  });

  it('deletes what another user of the browser left, and never reads it', async () => {
    await set('user:ben', keptCopy(['user', 'deck', 'list'], ['fra']), store);
    await keepQueryCache('ana', { restoreWithin: WEEK });
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toBeUndefined();
    expect(await keys(store)).not.toContain('user:ben');
  });

  it('keeps what the user reads from now on, and deletes it at sign-out', async () => {
    await keepQueryCache('ana');
    queryClient.setQueryData(['user', 'deck', 'list'], ['ita']);
    await expect
      .poll(async () => get<string>('user:ana', store), { timeout: 3_000 })
      .toContain('"ita"');
    // The next start reads this note to know a recent copy is there.
    expect(keptCopyIsRecent('ana', 60_000)).toBe(true);
    expect(keptCopyIsRecent('ben', 60_000)).toBe(false);
    // A change just before the sign-out waits in the persister's throttle: it must not write.
    queryClient.setQueryData(['user', 'deck', 'list'], ['por']);
    await forgetQueryCache('ana');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await get('user:ana', store)).toBeUndefined();
    expect(keptCopyIsRecent('ana', 60_000)).toBe(false);
  });

  it('online, shows the restored data and reads again what is no longer fresh, once shown', async () => {
    const oldEnough = Date.now() - 5 * 60_000;
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa'], oldEnough), store);
    const fetches = vi.fn(async () => ['spa', 'ita']);
    await keepQueryCache('ana', { restoreWithin: 20 * 60_000 });
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toEqual(['spa']);
    expect(fetches).not.toHaveBeenCalled();
    const shown = new QueryObserver(queryClient, {
      queryKey: ['user', 'deck', 'list'],
      queryFn: fetches,
    });
    const stop = shown.subscribe(() => {});
    await expect
      .poll(() => queryClient.getQueryData(['user', 'deck', 'list']))
      .toEqual(['spa', 'ita']);
    expect(fetches).toHaveBeenCalledTimes(1);
    stop();
  });

  it('online, leaves restored data that is still fresh as it is', async () => {
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa']), store);
    const fetches = vi.fn(async () => ['spa', 'ita']);
    await keepQueryCache('ana', { restoreWithin: 20 * 60_000 });
    const shown = new QueryObserver(queryClient, {
      queryKey: ['user', 'deck', 'list'],
      queryFn: fetches,
    });
    const stop = shown.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toEqual(['spa']);
    stop();
  });

  it('online, restores nothing older than the cache time', async () => {
    const old = Date.now() - 21 * 60_000;
    await set('user:ana', keptCopy(['user', 'deck', 'list'], ['spa'], old), store);
    await keepQueryCache('ana', { restoreWithin: 20 * 60_000 });
    expect(queryClient.getQueryData(['user', 'deck', 'list'])).toBeUndefined();
  });
});
