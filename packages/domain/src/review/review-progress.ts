import { isDayString, type DayString } from '../days/day-session.ts';
import { hasCodePoints, isCount, isRecord } from './json-guards.ts';
import type { ReviewProgress, ReviewStage } from './review-types.ts';

/**
 * Local storage key of one deck's review progress on one day. Keying by both
 * means a new day (or another deck) never resumes a stale position.
 */
export function reviewProgressKey(lang: string, dayString: DayString): string {
  return `phrasebook:review-progress:${lang}:${dayString}`;
}

/** Thrown when stored progress belongs to another language or day (docs/product.md §8: text not shown to users). */
export class ReviewProgressMismatchError extends Error {
  constructor(
    readonly expected: { lang: string; dayString: DayString },
    readonly found: { lang: string; dayString: DayString },
  ) {
    super(
      `Review progress for ${found.lang} on ${found.dayString} cannot be used for ${expected.lang} on ${expected.dayString}`,
    );
    this.name = 'ReviewProgressMismatchError';
  }
}

/**
 * What the learner reads when stored progress belonged to another day or deck (docs/product.md
 * §8 leaves the error's text to us): the position is dropped and the session starts again from
 * the reviews the server has, so no score is lost, only the place in the session.
 */
export function progressMismatchMessage({ expected, found }: ReviewProgressMismatchError): string {
  const from = found.dayString !== expected.dayString ? 'another day' : 'another deck';
  return `Your saved progress was from ${from}, so this review picks up from the scores saved on the server.`;
}

const stages = [0, 1, 2, 3, 4, 5] as const satisfies readonly ReviewStage[];
const isStage = (value: unknown): value is ReviewStage => stages.includes(value as ReviewStage);

/** A persisted progress record of any deck and day, or null when it is unreadable. */
export function progressRecordOf(value: unknown): ReviewProgress | null {
  if (!isRecord(value)) return null;
  const { lang, dayString, stage, currentCardIndex } = value;
  if (!hasCodePoints(lang, 3) || !isDayString(dayString)) return null;
  if (!isStage(stage) || !isCount(currentCardIndex)) return null;
  return { lang, dayString, stage, currentCardIndex };
}

/** Fresh progress for a deck and day: not started. */
export function initialReviewProgress(lang: string, dayString: DayString): ReviewProgress {
  return { lang, dayString, stage: 0, currentCardIndex: 0 };
}

/** Throws {@link ReviewProgressMismatchError} unless `progress` is for `lang` on `dayString`. */
export function assertProgressFor(
  progress: ReviewProgress,
  lang: string,
  dayString: DayString,
): void {
  if (progress.lang !== lang || progress.dayString !== dayString) {
    throw new ReviewProgressMismatchError(
      { lang, dayString },
      { lang: progress.lang, dayString: progress.dayString },
    );
  }
}

/**
 * Reads a stored progress record. Absent or unreadable data yields null (the
 * session is then inferred from the server's reviews); a well-formed record for
 * another language or day throws, since that means the wrong key was read.
 */
export function readReviewProgress(
  stored: unknown,
  lang: string,
  dayString: DayString,
): ReviewProgress | null {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const progress = progressRecordOf(value);
  if (!progress) return null;
  assertProgressFor(progress, lang, dayString);
  return progress;
}
