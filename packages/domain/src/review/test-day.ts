import type { Score } from '../fsrs/score.ts';
import type { ReviewDay } from './review-types.ts';

/**
 * Builds a review day from a compact description: one entry per manifest card,
 * `null` for unreviewed or the latest score. Cards are named p0, p1, ...
 */
export function dayOf(scores: readonly (Score | null)[]): ReviewDay {
  const manifest = scores.map((_, index) => `p${index}`);
  const reviews: Record<string, { phrase_id: string; score: Score; id: string }> = {};
  scores.forEach((score, index) => {
    if (score !== null) reviews[`p${index}`] = { phrase_id: `p${index}`, score, id: `r${index}` };
  });
  return { manifest, reviews };
}
