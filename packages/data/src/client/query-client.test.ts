import { expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { noteRestored } from './restored-queries.ts';
import { setErrorNotifier } from './error-notifier.ts';
import { profileKeys, userScope } from '../query-keys.ts';

it('uses the spec cache timings: fresh 120 s, cached 1200 s, no refetch on focus', () => {
  expect(queryClient.getDefaultOptions().queries).toMatchObject({
    staleTime: 120_000,
    gcTime: 1_200_000,
    refetchOnWindowFocus: false,
  });
});

/** How many times `key` is read when a screen starts showing it (an observer subscribes). */
async function readsOnMount(key: string[]): Promise<number> {
  const queryFn = vi.fn(() => 'fresh');
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 10));
  unsubscribe();
  return queryFn.mock.calls.length;
}

it('reads data again when a screen shows it only when it came from the kept copy', async () => {
  queryClient.setQueryData(['aging'], 'kept', { updatedAt: Date.now() - 300_000 });
  expect(await readsOnMount(['aging'])).toBe(0);

  // Product §9: no refetch on mount, even for data a change marked out of date.
  queryClient.setQueryData(['changed'], 'kept');
  await queryClient.invalidateQueries({ queryKey: ['changed'], refetchType: 'none' });
  expect(await readsOnMount(['changed'])).toBe(0);

  queryClient.setQueryData(['restored'], 'kept');
  noteRestored(queryClient.getQueryCache().find({ queryKey: ['restored'] })!);
  await queryClient.invalidateQueries({ queryKey: ['restored'], refetchType: 'none' });
  expect(await readsOnMount(['restored'])).toBe(1);
  expect(queryClient.getQueryData(['restored'])).toBe('fresh');
  expect(await readsOnMount(['restored'])).toBe(0);
});

it('keeps the signed-in user’s keys under one scope that sign-out clears', () => {
  queryClient.setQueryData(profileKeys.own('u1'), { uid: 'u1' });
  queryClient.setQueryData(profileKeys.public('u2'), { uid: 'u2' });
  queryClient.removeQueries({ queryKey: userScope });
  expect(queryClient.getQueryData(profileKeys.own('u1'))).toBeUndefined();
  expect(queryClient.getQueryData(profileKeys.public('u2'))).toEqual({ uid: 'u2' });
});

it('toasts a failed mutation that names its error, through the notifier the host set', async () => {
  const shown: string[] = [];
  setErrorNotifier((message) => shown.push(message));
  const failing = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(new Error('offline')),
    meta: { errorToast: 'Could not sign out' },
  });
  const silent = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(new Error('expected')),
  });
  await expect(failing.execute(undefined)).rejects.toThrow('offline');
  await expect(silent.execute(undefined)).rejects.toThrow('expected');
  expect(shown).toEqual(['Could not sign out: offline']);
});
