import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { reviewData } from './review-data.ts';

const kept = { manifest: ['old'] };
const fresh = { manifest: ['new'] };

function clientWithKeptDay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 120_000 } } });
  queryClient.setQueryData(['day'], kept, { updatedAt: Date.now() - 300_000 });
  return queryClient;
}

it('reads a day known to be out of date again before a review screen uses it', async () => {
  const queryClient = clientWithKeptDay();
  await queryClient.invalidateQueries({ queryKey: ['day'], refetchType: 'none' });
  const queryFn = vi.fn(async () => fresh);
  expect(await reviewData(queryClient, { queryKey: ['day'], queryFn })).toEqual(fresh);
  expect(queryFn).toHaveBeenCalledOnce();
});

it('uses what is cached otherwise, however old (product §9: no refetch on mount)', async () => {
  const queryClient = clientWithKeptDay();
  const queryFn = vi.fn(async () => fresh);
  expect(await reviewData(queryClient, { queryKey: ['day'], queryFn })).toEqual(kept);
  expect(queryFn).not.toHaveBeenCalled();
});
