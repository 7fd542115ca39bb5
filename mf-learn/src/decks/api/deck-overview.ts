import { useMemo } from 'react';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { todayFor } from './today.ts';
import { dueCardsQuery, dueCountByLang } from './due-cards-query.ts';
import { recentReviewsQuery } from './recent-reviews-query.ts';

/** Loader part of every deck screen: my decks, today's due cards and recent reviews. */
export async function ensureDeckOverview(queryClient: QueryClient, uid: string): Promise<void> {
  // Side by side: none of the three waits for another (recentReviewsSince).
  await Promise.all([
    queryClient.ensureQueryData(dueCardsQuery(uid)),
    queryClient.ensureQueryData(ownProfileQuery(uid)),
    queryClient.ensureQueryData(recentReviewsQuery(uid)),
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
