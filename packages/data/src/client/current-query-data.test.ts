import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { currentQueryData } from './current-query-data.ts';
import { noteRestored } from './restored-queries.ts';

const kept = { manifest: ['old'] };
const fresh = { manifest: ['new'] };

function clientWithKeptDay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 120_000 } } });
  queryClient.setQueryData(['day'], kept, { updatedAt: Date.now() - 300_000 });
  return queryClient;
}

it('reads a day known to be out of date again before a screen that must be current uses it', async () => {
  const queryClient = clientWithKeptDay();
  await queryClient.invalidateQueries({ queryKey: ['day'], refetchType: 'none' });
  const queryFn = vi.fn(async () => fresh);
  expect(await currentQueryData(queryClient, { queryKey: ['day'], queryFn })).toEqual(fresh);
  expect(queryFn).toHaveBeenCalledOnce();
});

it('uses what is cached otherwise, however old (product §9: no refetch on mount)', async () => {
  const queryClient = clientWithKeptDay();
  const queryFn = vi.fn(async () => fresh);
  expect(await currentQueryData(queryClient, { queryKey: ['day'], queryFn })).toEqual(kept);
  expect(queryFn).not.toHaveBeenCalled();
});

it('lets a screen open on the kept copy, waiting only for data a change invalidated', async () => {
  const queryClient = clientWithKeptDay();
  noteRestored(queryClient.getQueryCache().find({ queryKey: ['day'] })!);
  await queryClient.invalidateQueries({ queryKey: ['day'], refetchType: 'none' });
  const queryFn = vi.fn(async () => fresh);
  const options = { queryKey: ['day'], queryFn };
  expect(await currentQueryData(queryClient, options, { showKeptCopy: true })).toEqual(kept);
  expect(queryFn).not.toHaveBeenCalled();

  queryClient.setQueryData(['changed'], kept);
  await queryClient.invalidateQueries({ queryKey: ['changed'], refetchType: 'none' });
  const changed = { queryKey: ['changed'], queryFn };
  expect(await currentQueryData(queryClient, changed, { showKeptCopy: true })).toEqual(fresh);
});
