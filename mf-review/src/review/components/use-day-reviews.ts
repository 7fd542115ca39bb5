import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import {
  outboxFor,
  reviewsWithOutbox,
  type DayString,
  type OutboxEntry,
  type ReviewDay,
} from '@phrasebook/domain';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { reviewOutbox } from '../state/review-outbox.ts';

/**
 * The started day as the learner sees it: the manifest and each card's latest review, the
 * server's rows with the unsent scores of the outbox on top, and those unsent entries.
 */
export function useDayReviews(
  uid: string,
  lang: string,
  dayString: DayString,
  manifest: readonly string[],
  serverReviews: readonly DayReviewRow[],
): { day: ReviewDay; pending: OutboxEntry[] } {
  const outbox = useAtomValue(reviewOutbox.atom(uid));
  const pending = useMemo(() => outboxFor(outbox, lang, dayString), [outbox, lang, dayString]);
  const day = useMemo(
    () => ({ manifest, reviews: reviewsWithOutbox(serverReviews, pending) }),
    [manifest, serverReviews, pending],
  );
  return { day, pending };
}
