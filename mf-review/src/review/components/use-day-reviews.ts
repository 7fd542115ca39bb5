import { useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import {
  outboxFor,
  reviewsWithOutbox,
  type DayString,
  type QueuedReviewWrite,
  type ReviewDay,
} from '@phrasebook/domain';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { reviewOutbox } from '../state/review-outbox.ts';

const sameEntries = (a: readonly QueuedReviewWrite[], b: readonly QueuedReviewWrite[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

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
): { day: ReviewDay; pending: QueuedReviewWrite[] } {
  // This deck's day only, redrawn only when its entries change: the sender rewrites the queue
  // as it marks an entry on the wire, and other decks' or days' writes are not shown here.
  const pendingAtom = useMemo(() => {
    let shown: QueuedReviewWrite[] = [];
    return atom((get) => {
      const entries = outboxFor(get(reviewOutbox.atom(uid)), lang, dayString);
      if (!sameEntries(entries, shown)) shown = entries;
      return shown;
    });
  }, [uid, lang, dayString]);
  const pending = useAtomValue(pendingAtom);
  const day = useMemo(
    () => ({ manifest, reviews: reviewsWithOutbox(serverReviews, pending) }),
    [manifest, serverReviews, pending],
  );
  return { day, pending };
}
