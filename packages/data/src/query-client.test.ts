import { expect, it } from 'vitest';
import { queryClient } from './query-client.ts';
import { profileKeys, userScope } from './query-keys.ts';

it('uses the spec cache timings: fresh 120 s, cached 1200 s, no refetch on focus or mount', () => {
  expect(queryClient.getDefaultOptions().queries).toMatchObject({
    staleTime: 120_000,
    gcTime: 1_200_000,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
});

it('keeps the signed-in user’s keys under one scope that sign-out clears', () => {
  queryClient.setQueryData(profileKeys.own('u1'), { uid: 'u1' });
  queryClient.setQueryData(profileKeys.public('u2'), { uid: 'u2' });
  queryClient.removeQueries({ queryKey: userScope });
  expect(queryClient.getQueryData(profileKeys.own('u1'))).toBeUndefined();
  expect(queryClient.getQueryData(profileKeys.public('u2'))).toEqual({ uid: 'u2' });
});
