import {
  appStore,
  deckKeys,
  getCurrentSession,
  logUnexpected,
  profileKeys,
  queryClient,
  reviewKeys,
} from '@phrasebook/data';
import { outboxRetryDelayMs, reviewPostErrorMessage, type OutboxEntry } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { postReviewWrite, ReviewRefusedError } from '../api/post-review.ts';
import { storePostedReview } from '../api/review-day-query.ts';
import { reviewOutboxAtom, setInFlight } from './review-outbox.ts';

/**
 * Sends a user's outbox, oldest first and one at a time (an update must follow the insert it
 * changes). A failure toasts docs/product.md §8's message once per review, keeps the entry and
 * retries with backoff, at once when the browser comes back online, and after a reload (the
 * outbox is in local storage). Once the outbox is empty the deck's screens are refreshed.
 */
class OutboxSender {
  private sending = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private sentSinceDrain = false;
  private readonly outboxAtom;

  constructor(private readonly uid: string) {
    this.outboxAtom = reviewOutboxAtom(uid);
    // A new score is sent after the current task, so the screen acknowledges it first.
    appStore.sub(this.outboxAtom, () => setTimeout(() => this.kick()));
    window.addEventListener('online', () => this.kick());
  }

  /** Starts sending unless a send is under way. */
  kick(): void {
    if (this.sending) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.sending = true;
    void this.drain().finally(() => {
      this.sending = false;
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const head = appStore.get(this.outboxAtom)[0];
      if (!head) return this.drained();
      // Only the reviewer's own session may send their reviews: after a sign-out (or another
      // account signing in) they wait in local storage until that user is back.
      if ((await getCurrentSession())?.user.id !== this.uid) return;
      setInFlight(head);
      try {
        const row = await postReviewWrite(head);
        // Cache first, then the outbox: the screen never sees the review in neither.
        this.storeInCache(head, row);
        this.remove(head);
        this.sentSinceDrain = true;
      } catch (error) {
        if (error instanceof ReviewRefusedError) {
          // The database said no; repeating it cannot succeed, so it leaves the queue.
          toast.error(reviewPostErrorMessage(error));
          logUnexpected('post review', error, head);
          this.remove(head);
          await queryClient.invalidateQueries({
            queryKey: reviewKeys.day(head.lang, head.day_session),
          });
          continue;
        }
        if (head.attempts === 0) toast.error(reviewPostErrorMessage(error));
        this.replace(head, { ...head, attempts: head.attempts + 1 });
        this.retryTimer = setTimeout(() => this.kick(), outboxRetryDelayMs(head.attempts + 1));
        return;
      } finally {
        setInFlight(undefined);
      }
    }
  }

  private storeInCache(entry: OutboxEntry, row: Parameters<typeof storePostedReview>[3]) {
    try {
      storePostedReview(queryClient, entry.lang, entry.day_session, row);
    } catch {
      // 'No previous data in cache': the day is not on screen; read it afresh when it is.
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.day(entry.lang, entry.day_session),
      });
    }
  }

  private remove(entry: OutboxEntry): void {
    appStore.set(this.outboxAtom, (outbox) => outbox.filter((queued) => queued !== entry));
  }

  private replace(entry: OutboxEntry, next: OutboxEntry): void {
    appStore.set(this.outboxAtom, (outbox) =>
      outbox.map((queued) => (queued === entry ? next : queued)),
    );
  }

  private drained(): void {
    if (!this.sentSinceDrain) return;
    this.sentSinceDrain = false;
    // The deck home, the Learning Home tile and the history chart read these.
    void queryClient.invalidateQueries({ queryKey: deckKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }
}

const senders = new Map<string, OutboxSender>();

/** Makes sure the user's outbox is being sent; safe to call on every render. */
export function startOutboxSender(uid: string): void {
  let sender = senders.get(uid);
  if (!sender) {
    sender = new OutboxSender(uid);
    senders.set(uid, sender);
  }
  sender.kick();
}

/** Sends now instead of waiting for the next retry ('Send now' on the completed screen). */
export function retryOutboxNow(uid: string): void {
  senders.get(uid)?.kick();
}
