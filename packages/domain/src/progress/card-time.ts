/**
 * The most a review's time on its card can count (docs/product.md §4 "Progress"): a card left
 * on screen while the learner is away says nothing about studying. The database clamps the
 * same figure.
 */
export const REVIEW_TIME_CAP_MS = 60_000;

/**
 * The time spent on the card on screen so far: what earlier visible stretches added up to,
 * and when the current one began (null while the page is hidden). Times are
 * `performance.now()` readings, which never go back.
 */
export interface CardTime {
  spentMs: number;
  visibleSince: number | null;
}

/** A clock that starts as a card is shown (or scored), running only while the page is seen. */
export function startCardTime(now: number, visible: boolean): CardTime {
  return { spentMs: 0, visibleSince: visible ? now : null };
}

/** The page was hidden: the stretch that just ended is kept, and nothing counts until it shows. */
export function pauseCardTime(time: CardTime, now: number): CardTime {
  if (time.visibleSince === null) return time;
  return { spentMs: time.spentMs + Math.max(0, now - time.visibleSince), visibleSince: null };
}

/** The page shows again: time counts from now. */
export function resumeCardTime(time: CardTime, now: number): CardTime {
  return time.visibleSince === null ? { ...time, visibleSince: now } : time;
}

/** The whole milliseconds spent on the card up to `now`, at most {@link REVIEW_TIME_CAP_MS}. */
export function cardTimeMs(time: CardTime, now: number): number {
  const running = time.visibleSince === null ? 0 : Math.max(0, now - time.visibleSince);
  return Math.min(REVIEW_TIME_CAP_MS, Math.round(time.spentMs + running));
}
