import type { ReviewDay, ReviewStage } from './review-types.ts';

/** True when the card has no review today. */
export function isUnreviewed(day: ReviewDay, index: number): boolean {
  const phraseId = day.manifest[index];
  return phraseId !== undefined && day.reviews[phraseId] === undefined;
}

/** True when the card's latest review today scored 1 ("again"). */
export function isAgain(day: ReviewDay, index: number): boolean {
  const phraseId = day.manifest[index];
  return phraseId !== undefined && day.reviews[phraseId]?.score === 1;
}

/**
 * Next unreviewed card after `fromIndex`, or the end (manifest length) when
 * none follows. From the end (or before the start) the search starts at 0,
 * which is how "review the cards you skipped" finds them again.
 */
export function nextUnreviewedIndex(day: ReviewDay, fromIndex: number): number {
  const { length } = day.manifest;
  const start = fromIndex >= length || fromIndex < 0 ? 0 : fromIndex + 1;
  for (let index = start; index < length; index++) if (isUnreviewed(day, index)) return index;
  return length;
}

/**
 * Next card scored 1 after `fromIndex`, searching forward and wrapping round,
 * with `fromIndex` itself checked last, so the last remaining again card is its
 * own successor. The end (manifest length) when there is none.
 */
export function nextAgainIndex(day: ReviewDay, fromIndex: number): number {
  const { length } = day.manifest;
  if (length === 0) return 0;
  const base = fromIndex >= 0 && fromIndex < length ? fromIndex : length - 1;
  for (let step = 1; step <= length; step++) {
    const index = (base + step) % length;
    if (isAgain(day, index)) return index;
  }
  return length;
}

/**
 * The "natural next index" of docs/product.md §4: where the session goes from `fromIndex`
 * in `stage`: the next unreviewed card in the first pass (stages below 3),
 * otherwise the next again card.
 */
export function naturalNextIndex(day: ReviewDay, stage: ReviewStage, fromIndex: number): number {
  return stage < 3 ? nextUnreviewedIndex(day, fromIndex) : nextAgainIndex(day, fromIndex);
}
