// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { restoredCacheOf } from './offline-session.ts';
import { forgetQueryCache } from '../client/query-cache-persistence.ts';
import { KEPT_CACHE_HINT_KEY } from '../client/kept-cache-hint.ts';
import { queryClient } from '../client/query-client.ts';

const store = createStore('phrasebook-query-cache', 'clients');
const key = ['user', 'deck', 'list'];

async function keepCopyOfAna() {
  const now = Date.now();
  const state = { data: ['spa'], dataUpdatedAt: now, status: 'success', fetchStatus: 'idle' };
  const queries = [{ queryKey: key, queryHash: JSON.stringify(key), state }];
  await set(
    'user:ana',
    JSON.stringify({ buster: '1', timestamp: now, clientState: { mutations: [], queries } }),
    store,
  );
}

afterEach(async () => {
  await forgetQueryCache('ana');
  queryClient.clear();
  window.localStorage.clear();
});

describe('the first screen from the kept cache', () => {
  it('online, restores the copy the hint names', async () => {
    await keepCopyOfAna();
    window.localStorage.setItem(KEPT_CACHE_HINT_KEY, 'ana');
    await restoredCacheOf('ana');
    expect(queryClient.getQueryData(key)).toEqual(['spa']);
  });

  it('online, opens nothing without the hint (a first visit on this device)', async () => {
    await keepCopyOfAna();
    await restoredCacheOf('ana');
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
