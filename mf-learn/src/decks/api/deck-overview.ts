import { useMemo } from 'react';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import {
  currentQueryData,
  deckSummaries,
  ownProfileQuery,
  useSignedInUser,
} from '@phrasebook/data';
import { todayFor } from './today.ts';
import { dueCardsQuery, dueCountByLang } from './due-cards-query.ts';
import { recentReviewsQuery } from './recent-reviews-query.ts';

/**
 * Loader part of every deck screen: my decks, today's due cards and recent reviews, read again
 * first when a session sent reviews since (currentQueryData).
 */
export async function ensureDeckOverview(queryClient: QueryClient, uid: string): Promise<void> {
  const current = { showKeptCopy: true };
  // Side by side: none of the three waits for another (recentReviewsSince).
  await Promise.all([
    currentQueryData(queryClient, dueCardsQuery(uid), current),
    currentQueryData(queryClient, ownProfileQuery(uid), current),
    currentQueryData(queryClient, recentReviewsQuery(uid), current),
  ]);
}

/**
 * One read, many views (docs/architecture.md): my decks, due counts and recent reviews,
 * from the queries `ensureDeckOverview` loaded.
 */
export function useDeckOverview() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const today = todayFor(profile);
  const { data: due } = useSuspenseQuery(dueCardsQuery(user.id));
  const { data: reviews } = useSuspenseQuery(recentReviewsQuery(user.id));
  const decks = useMemo(() => deckSummaries(profile), [profile]);
  const dueByLang = useMemo(() => dueCountByLang(due), [due]);
  return { user, profile, decks, dueByLang, reviews, today };
}
