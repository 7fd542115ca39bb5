import { isDayString, type DayString } from '../days/day-session.ts';
import { isScore, type Score } from '../fsrs/score.ts';
import { hasCodePoints, isCount, isOffsetDateTime, isRecord, isUuid } from './json-guards.ts';
import { isCardDirection, type CardDirection } from './review-day-rows.ts';
import type { DayReview, ReviewsMap } from './review-types.ts';
import { latestReviewsByCard } from './reviews-map.ts';

/**
 * One review write waiting to reach the server (docs/product.md §4: a review is never lost).
 * An insert carries the review's client-made id, so a retry of a post that did arrive is
 * answered with the stored row; an update names the review it changes; an undo names the
 * review it takes back (docs/product.md §4 "Undo").
 */
export interface QueuedReviewWrite {
  kind: 'insert' | 'update' | 'undo';
  /** The review this write creates (insert), changes (update) or takes back (undo). */
  review_id: string;
  /** The card's direction; absent for recognise (entries queued before two-way cards). */
  direction?: CardDirection;
  lang: string;
  day_session: DayString;
  phrase_id: string;
  score: Score;
  /** When the score was given (ISO); orders the card's reviews until the server's row arrives. */
  created_at: string;
  /**
   * An insert's time on the card, in whole milliseconds the page was visible (at most
   * REVIEW_TIME_CAP_MS); absent on entries queued before it was measured.
   */
  duration_ms?: number;
  /** Failed attempts so far; drives the backoff. */
  attempts: number;
  /** Why the last attempt failed. */
  lastError?: string;
}

/** A persisted queued review write, or null when it is unreadable (such entries are dropped on load). */
export function readQueuedReviewWrite(value: unknown): QueuedReviewWrite | null {
  if (!isRecord(value)) return null;
  const { kind, review_id, lang, day_session, phrase_id, score, created_at, attempts, lastError } =
    value;
  if (kind !== 'insert' && kind !== 'update' && kind !== 'undo') return null;
  if (value.direction !== undefined && !isCardDirection(value.direction)) return null;
  if (!isUuid(review_id) || !isUuid(phrase_id)) return null;
  if (!hasCodePoints(lang, 3) || !isDayString(day_session)) return null;
  if (!isScore(score) || !isOffsetDateTime(created_at) || !isCount(attempts)) return null;
  const entry: QueuedReviewWrite = {
    kind,
    review_id,
    lang,
    day_session,
    phrase_id,
    score,
    created_at,
    attempts,
    ...(value.direction === 'recall' ? { direction: 'recall' as const } : {}),
    // A time that does not read as one is left out: the score still counts, the stats
    // simply lack that card's minutes.
    ...(isCount(value.duration_ms) ? { duration_ms: value.duration_ms } : {}),
  };
  return typeof lastError === 'string' ? { ...entry, lastError } : entry;
}

/**
 * Adds a write to the outbox. A change of a review whose latest queued write was never tried
 * is folded into that write (one request instead of two; the server never sees the replaced
 * score); once tried, the write may have reached the server, which answers a retried insert
 * with the row it holds, so the change follows it. An undo takes the review's queued writes
 * out (docs/product.md §4 "Undo": an unsent score leaves the outbox) and follows what may have
 * been sent: a write can reach the server from another tab, or just before a reload, and
 * undo_user_card_review keeps the id, so an undo that overtakes its insert still takes effect,
 * once. `inFlight` is the entry being sent, which must not change under the sender.
 */
export function enqueueReviewWrite(
  outbox: readonly QueuedReviewWrite[],
  entry: QueuedReviewWrite,
  inFlight?: QueuedReviewWrite,
): QueuedReviewWrite[] {
  if (entry.kind === 'undo') {
    const rest = outbox.filter(
      (queued) => queued.review_id !== entry.review_id || queued === inFlight,
    );
    return [...rest, entry];
  }
  if (entry.kind === 'update') {
    const index = outbox.findLastIndex((queued) => queued.review_id === entry.review_id);
    const queued = outbox[index];
    if (queued && queued !== inFlight && queued.attempts === 0) {
      const next = [...outbox];
      next[index] = { ...queued, score: entry.score };
      return next;
    }
  }
  return [...outbox, entry];
}

/** The entries of one deck's day. */
export function outboxFor(
  outbox: readonly QueuedReviewWrite[],
  lang: string,
  daySession: DayString,
): QueuedReviewWrite[] {
  return outbox.filter((entry) => entry.lang === lang && entry.day_session === daySession);
}

/**
 * Each card's latest review as the learner sees it: the server's rows with the writes still
 * in the outbox applied on top, in the order they were made (optimistic UI that survives a
 * reload). Queued inserts are newer than any server row whatever the clocks say.
 */
export function reviewsWithOutbox(
  reviews: readonly DayReview[],
  pending: readonly QueuedReviewWrite[],
): ReviewsMap {
  const undone = new Set(
    pending.filter((entry) => entry.kind === 'undo').map((entry) => entry.review_id),
  );
  const latest: Record<string, DayReview | undefined> = {
    ...latestReviewsByCard(
      undone.size > 0 ? reviews.filter((review) => !undone.has(review.id ?? '')) : reviews,
    ),
  };
  for (const entry of pending) {
    const current = latest[entry.phrase_id];
    if (entry.kind === 'undo' || undone.has(entry.review_id)) continue;
    if (entry.kind === 'insert') {
      latest[entry.phrase_id] = {
        id: entry.review_id,
        phrase_id: entry.phrase_id,
        score: entry.score,
        created_at: entry.created_at,
      };
    } else if (current?.id === entry.review_id) {
      latest[entry.phrase_id] = { ...current, score: entry.score };
    }
  }
  return latest;
}

/**
 * How many cards were scored Again today, the outbox's writes applied: the finished screen's
 * count of what the day found forgotten, which the again pass then relearned. A score changed
 * before the pass moved on replaced its review, so it counts as changed; an undone one not at all.
 */
export function cardsMarkedAgain(
  reviews: readonly DayReview[],
  pending: readonly QueuedReviewWrite[],
): number {
  const undone = new Set(
    pending.filter((entry) => entry.kind === 'undo').map((entry) => entry.review_id),
  );
  const scores = new Map<string, DayReview>();
  reviews.forEach((review, index) => {
    if (!undone.has(review.id ?? '')) scores.set(review.id ?? `row ${index}`, review);
  });
  for (const entry of pending) {
    if (entry.kind === 'undo' || undone.has(entry.review_id)) continue;
    const current = scores.get(entry.review_id);
    if (entry.kind === 'insert' || current)
      scores.set(entry.review_id, { phrase_id: entry.phrase_id, score: entry.score });
  }
  const forgotten = [...scores.values()].filter((review) => review.score === 1);
  return new Set(forgotten.map((review) => review.phrase_id)).size;
}
