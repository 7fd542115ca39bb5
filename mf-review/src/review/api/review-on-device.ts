import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { DayString } from '@phrasebook/domain';
import { reviewCardsQuery } from './review-cards-query.ts';
import { reviewDayQuery } from './review-day-query.ts';

/**
 * Whether the review screens can show the day: online they read it; offline, only a day started
 * and kept on this device (docs/offline.md) can play. Loading anything else offline would wait for
 * the network forever; the screens say so instead (offline-without-review.tsx).
 */
export function reviewDayReachable(
  queryClient: QueryClient,
  lang: string,
  day: DayString,
): boolean {
  if (onlineManager.isOnline()) return true;
  // A day not started yet cannot start offline: the server chooses its cards.
  return (
    Boolean(queryClient.getQueryData(reviewDayQuery(lang, day).queryKey)?.manifest) &&
    queryClient.getQueryData(reviewCardsQuery(lang, day).queryKey) !== undefined
  );
}
