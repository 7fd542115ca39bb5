import type { QueryClient } from '@tanstack/react-query';
import { ownProfileQuery } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';
import { reviewDayOf } from './review-day.ts';
import { profileTimeZone } from '../api/profile-time-zone.ts';

/**
 * A review screen's loader: `readDay` for the deck's review day in the profile's zone.
 *
 * A profile restored from the kept copy is read again before a session trusts its zone
 * (currentQueryData). The day's own reads need not wait for that round trip: they go out beside
 * it, for the day the kept zone gives, and again only when the fresh zone gives another day. A zone
 * rarely changes, so a return visit usually saves a round trip (docs/performance.md).
 */
export async function readReviewDay(
  queryClient: QueryClient,
  uid: string,
  lang: string,
  readDay: (day: DayString) => Promise<void>,
): Promise<void> {
  const keptProfile = queryClient.getQueryData(ownProfileQuery(uid).queryKey);
  const freshZone = profileTimeZone(queryClient, uid);
  const guessedDay =
    keptProfile === undefined ? undefined : reviewDayOf(lang, keptProfile?.time_zone ?? undefined);
  const early = guessedDay === undefined ? undefined : readDay(guessedDay);
  // Unless the guess holds, what it read is left in the cache and its failure is not ours.
  early?.catch(() => undefined);
  const day = reviewDayOf(lang, await freshZone);
  return early && day === guessedDay ? early : readDay(day);
}
