import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ownProfileQuery } from '@phrasebook/data';
import { daySession } from '@phrasebook/domain';
import { readReviewDay } from './read-review-day.ts';
import { profileTimeZone } from '../api/profile-time-zone.ts';

vi.mock('../api/profile-time-zone.ts', () => ({ profileTimeZone: vi.fn() }));

const uid = 'learner';
// 25 hours apart: never the same review day.
const east = 'Pacific/Kiritimati';
const west = 'Pacific/Pago_Pago';

let resolveFreshZone: (zone: string) => void;
beforeEach(() => {
  vi.mocked(profileTimeZone).mockImplementation(
    () => new Promise((resolve) => (resolveFreshZone = resolve)),
  );
});
afterEach(() => vi.mocked(profileTimeZone).mockReset());

function clientKeeping(zone: string | undefined) {
  const queryClient = new QueryClient();
  if (zone) queryClient.setQueryData(ownProfileQuery(uid).queryKey, { time_zone: zone } as never);
  return queryClient;
}

it("reads the kept zone's day beside the profile's round trip, once when the zone holds", async () => {
  const readDay = vi.fn(async () => undefined);
  const loading = readReviewDay(clientKeeping(east), uid, 'spa', readDay);
  expect(readDay).toHaveBeenCalledWith(daySession(new Date(), east));
  resolveFreshZone(east);
  await loading;
  expect(readDay).toHaveBeenCalledOnce();
});

it('reads the day again when the fresh zone gives another one', async () => {
  const readDay = vi.fn(async () => undefined);
  const loading = readReviewDay(clientKeeping(east), uid, 'spa', readDay);
  resolveFreshZone(west);
  await loading;
  expect(readDay.mock.calls).toEqual([
    [daySession(new Date(), east)],
    [daySession(new Date(), west)],
  ]);
});

it("leaves a failed read of the wrong day unreported: only the right day's counts", async () => {
  const readDay = vi.fn(async (day: string) => {
    if (day === daySession(new Date(), east)) throw new Error('offline for a moment');
  });
  const loading = readReviewDay(clientKeeping(east), uid, 'spa', readDay);
  resolveFreshZone(west);
  await expect(loading).resolves.toBeUndefined();
});

it('waits for the profile when no copy is kept', async () => {
  const readDay = vi.fn(async () => undefined);
  const loading = readReviewDay(clientKeeping(undefined), uid, 'spa', readDay);
  await Promise.resolve();
  expect(readDay).not.toHaveBeenCalled();
  resolveFreshZone(west);
  await loading;
  expect(readDay).toHaveBeenCalledExactlyOnceWith(daySession(new Date(), west));
});
