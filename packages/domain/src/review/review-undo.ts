import { isDayString, type DayString } from '../days/day-session.ts';
import { isScore, type Score } from '../fsrs/score.ts';
import { hasCodePoints, isCount, isRecord, isUuid } from './json-guards.ts';
import type { CardDirection } from './review-day-rows.ts';
import type { ReviewWrite } from './review-write.ts';
import type { QueuedReviewWrite } from './review-outbox.ts';
import { compareInstants } from '../format/instants.ts';
import type { ReviewStage, SessionPosition } from './review-types.ts';

/**
 * One score the learner can take back (docs/product.md §4 "Undo"): what it wrote and where
 * the session stood when it was given, which is where undo returns.
 */
export interface UndoStep extends SessionPosition {
  phrase_id: string;
  /** The score given, which undo takes back. */
  score: Score;
  /** The card's direction; absent for recognise. */
  direction?: 'recall';
  /** A new review, a change of today's review (from `previous`), or nothing (the same score). */
  write: ReviewWrite['kind'];
  review_id?: string;
  previous?: Score;
}

/** The steps of one deck's day, newest last, as kept in local storage. */
export interface UndoHistory {
  lang: string;
  dayString: DayString;
  steps: UndoStep[];
}

/** Local storage key of a learner's undo history for one deck and day. */
export function reviewUndoKey(uid: string, lang: string, dayString: DayString): string {
  return `phrasebook:review-undo:${uid}:${lang}:${dayString}`;
}

/** A session keeps this many scores to take back; a day rarely has more. */
export const UNDO_STEPS_KEPT = 500;

const isStage = (value: unknown): value is ReviewStage =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

function undoStepOf(value: unknown): UndoStep | null {
  if (!isRecord(value)) return null;
  const { phrase_id, score, write, review_id, previous, stage, currentCardIndex, direction } =
    value;
  if (!isStage(stage) || !isCount(currentCardIndex) || !isUuid(phrase_id)) return null;
  if (!isScore(score)) return null;
  if (write !== 'insert' && write !== 'update' && write !== 'none') return null;
  if (write !== 'none' && !isUuid(review_id)) return null;
  if (write === 'update' && !isScore(previous)) return null;
  return {
    phrase_id,
    score,
    ...(direction === 'recall' ? { direction } : {}),
    write,
    stage,
    currentCardIndex,
    ...(write !== 'none' ? { review_id: review_id as string } : {}),
    ...(write === 'update' ? { previous: previous as Score } : {}),
  };
}

/** The stored steps for `lang` on `dayString`; none when the record is unreadable or another's. */
export function readUndoHistory(
  raw: string | null,
  lang: string,
  dayString: DayString,
): UndoStep[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(value) || value.lang !== lang || value.dayString !== dayString) return [];
  if (!hasCodePoints(value.lang, 3) || !isDayString(value.dayString)) return [];
  if (!Array.isArray(value.steps)) return [];
  return value.steps.flatMap((step: unknown) => undoStepOf(step) ?? []);
}

/** The step a score adds, from the write it made and the session's position before it. */
export function undoStepFor(
  phraseId: string,
  write: ReviewWrite,
  reviewId: string | undefined,
  position: SessionPosition,
  direction: CardDirection = 'recognise',
): UndoStep {
  const where = {
    stage: position.stage,
    currentCardIndex: position.currentCardIndex,
    ...(direction === 'recall' ? { direction } : {}),
  };
  if (write.kind === 'none')
    return { phrase_id: phraseId, score: write.review.score, write: 'none', ...where };
  if (write.kind === 'insert')
    return {
      phrase_id: phraseId,
      score: write.score,
      write: 'insert',
      review_id: reviewId,
      ...where,
    };
  return {
    phrase_id: phraseId,
    score: write.score,
    write: 'update',
    review_id: write.review_id,
    previous: write.previous,
    ...where,
  };
}

/** What taking a step back sends: the review's undo, its score changed back, or nothing. */
export function undoWriteFor(
  step: UndoStep,
):
  { kind: 'undo'; review_id: string } | { kind: 'update'; review_id: string; score: Score } | null {
  if (step.write === 'insert' && step.review_id) return { kind: 'undo', review_id: step.review_id };
  if (step.write === 'update' && step.review_id && step.previous)
    return { kind: 'update', review_id: step.review_id, score: step.previous };
  return null;
}

/** A review of the day as the server has it, as far as undo needs it. */
export interface ServerDayReview {
  id: string;
  phrase_id: string;
  score: Score;
  created_at: string;
  day_first_review: boolean;
}

/**
 * The day's scores this browser kept no step for (given on another device, or before its
 * history was cleared), newest last, from the server's reviews: each takes its review back
 * whole and returns the session to its card, in the first pass for a card's first review of
 * the day and in the again pass otherwise. Reviews already being taken back are left out.
 * Offered once this browser's own steps are all taken back (docs/product.md §4 "Undo").
 */
export function undoStepsFromServer(
  manifest: readonly string[],
  reviews: readonly ServerDayReview[],
  pending: readonly QueuedReviewWrite[],
): UndoStep[] {
  const undoing = new Set(
    pending.filter((entry) => entry.kind === 'undo').map((entry) => entry.review_id),
  );
  return reviews
    .filter((review) => !undoing.has(review.id) && manifest.includes(review.phrase_id))
    .sort((a, b) => compareInstants(a.created_at, b.created_at))
    .map((review) => ({
      phrase_id: review.phrase_id,
      score: review.score,
      write: 'insert',
      review_id: review.id,
      stage: review.day_first_review ? 2 : 4,
      currentCardIndex: manifest.indexOf(review.phrase_id),
    }));
}
