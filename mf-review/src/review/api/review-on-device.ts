import type { QueryClient } from '@tanstack/react-query';
import { reviewKeys } from '@phrasebook/data';
import { isOnline } from '@phrasebook/data/is-online';
import type { DayString } from '@phrasebook/domain';
import type { ReviewDayData } from './review-day-query.ts';

/**
 * Whether the review screens can show the day: online they read it; offline, only a day started
 * and kept on this device (docs/offline.md) can play. Loading anything else offline would wait for
 * the network forever; the screens say so instead (offline-gate.tsx). By key, so the setup screen
 * does not carry the session's queries.
 */
export function reviewDayReachable(
  queryClient: QueryClient,
  lang: string,
  day: DayString,
): boolean {
  if (isOnline()) return true;
  // A day not started yet cannot start offline: the server chooses its cards.
  return (
    Boolean(queryClient.getQueryData<ReviewDayData>(reviewKeys.day(lang, day))?.manifest) &&
    queryClient.getQueryData(reviewKeys.cards(lang, day)) !== undefined
  );
}
