import type { DayString } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';

/**
 * Review session stages (docs/product.md §4):
 * 0 not started; 1 first pass over unreviewed cards, index implied (the first
 * unreviewed card); 2 the same pass at an index the user chose; 3 the
 * unreviewed pass was skipped; 4 reviewing the cards scored 1 ("again");
 * 5 the again pass is skipped or done.
 */
export type ReviewStage = 0 | 1 | 2 | 3 | 4 | 5;

/** A review made today, as far as the session needs it (card_review, docs/product.md §3). */
export interface DayReview {
  id?: string;
  phrase_id: string;
  score: Score;
  /** ISO timestamp; orders several reviews of one card on one day. */
  created_at?: string;
}

/** Today's latest review of each card, keyed by phrase id. */
export type ReviewsMap = Readonly<Record<string, DayReview | undefined>>;

/** What the session needs to know about the day: its ordered cards and the reviews so far. */
export interface ReviewDay {
  /** Phrase ids in review order; a day only grows at its end (add_to_review_day). */
  manifest: readonly string[];
  reviews: ReviewsMap;
}

/** Position of a session: the stage and the manifest index on screen (manifest.length means the end). */
export interface SessionPosition {
  stage: ReviewStage;
  currentCardIndex: number;
}

/** The locally persisted progress of one deck's review on one day (docs/product.md §3). */
export interface ReviewProgress extends SessionPosition {
  lang: string;
  dayString: DayString;
}
