import { useMemo } from 'react';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import {
  currentQueryData,
  deckSummaries,
  ownProfileQuery,
  useSignedInUser,
} from '@phrasebook/data';
import { decksAsSaved, useDeckSettingsQueue } from '@phrasebook/data/use-deck-settings-queue';
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
 * from the queries `ensureDeckOverview` loaded. The decks are as the learner last saved them:
 * an archive, a restore, a goal or a colour that waits in the outbox shows (docs/offline.md §3).
 */
export function useDeckOverview() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const today = todayFor(profile);
  const { data: due } = useSuspenseQuery(dueCardsQuery(user.id));
  const { data: reviews } = useSuspenseQuery(recentReviewsQuery(user.id));
  const queue = useDeckSettingsQueue(user.id);
  const decks = useMemo(() => decksAsSaved(deckSummaries(profile), queue), [profile, queue]);
  const dueByLang = useMemo(() => dueCountByLang(due), [due]);
  return { user, profile, decks, queue, dueByLang, reviews, today };
}
