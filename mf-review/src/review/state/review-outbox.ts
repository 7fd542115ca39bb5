import {
  deckKeys,
  logUnexpected,
  profileKeys,
  progressKeys,
  queryClient,
  reviewKeys,
} from '@phrasebook/data';
import { createOutbox } from '@phrasebook/data/outbox';
import { isOnline } from '@phrasebook/data/is-online';
import {
  enqueueReviewWrite,
  readQueuedReviewWrite,
  reviewPostErrorMessage,
  type QueuedReviewWrite,
} from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { postReviewWrite } from '../api/post-review.ts';
import { dropUndoneReview, storePostedReview } from '../api/review-day-query.ts';

/**
 * Review scores on their way to the server (docs/product.md §4: a review is never lost): the
 * app's outbox, with the review's client-made id as its idempotency key. A change of a score
 * whose write has not left yet is folded into it. A failure toasts docs/product.md §8's message
 * once per review; a refusal of the database leaves the queue, since repeating it cannot
 * succeed. Once the queue has emptied, the deck's screens are refreshed.
 */
export const reviewOutbox = createOutbox<
  QueuedReviewWrite,
  Awaited<ReturnType<typeof postReviewWrite>>
>({
  name: 'review',
  idOf: (entry) => entry.review_id,
  read: readQueuedReviewWrite,
  send: postReviewWrite,
  enqueue: enqueueReviewWrite,
  onSent: (entry, row) => {
    try {
      if (entry.kind === 'undo')
        dropUndoneReview(queryClient, entry.lang, entry.day_session, entry.review_id);
      // No row (or one of nulls): an insert the learner had already taken back.
      else if (row?.id) storePostedReview(queryClient, entry.lang, entry.day_session, row);
    } catch {
      // 'No previous data in cache': the day is not on screen; read it afresh when it is.
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.day(entry.lang, entry.day_session),
      });
    }
  },
  onRefused: (entry, error) => {
    toast.error(
      entry.kind === 'undo'
        ? `Could not take that score back: ${error.message}`
        : reviewPostErrorMessage(error),
    );
    logUnexpected('post review', error, entry);
    void queryClient.invalidateQueries({ queryKey: reviewKeys.day(entry.lang, entry.day_session) });
  },
  // Offline, the session says so once (offline-notice.tsx) rather than a toast per score.
  onFirstFailure: (_entry, error) => {
    if (isOnline()) toast.error(reviewPostErrorMessage(error));
  },
  // The deck home, the Learning Home tile and the history chart read these; the streaks and
  // stats (and Share's line on the finished screen) count the reviews just sent.
  onDrained: () => {
    void queryClient.invalidateQueries({ queryKey: deckKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  },
});
