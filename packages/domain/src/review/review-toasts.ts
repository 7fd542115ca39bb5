import type { Score } from '../fsrs/score.ts';

/** A toast after scoring: its text and whether it celebrates (docs/product.md §8). */
export interface ReviewToast {
  message: 'okay' | 'got it' | 'nice';
  tone: 'neutral' | 'success';
}

const toasts: Record<Score, ReviewToast> = {
  1: { message: 'okay', tone: 'neutral' },
  2: { message: 'okay', tone: 'neutral' },
  3: { message: 'got it', tone: 'neutral' },
  4: { message: 'nice', tone: 'success' },
};

/** The toast for a review score: 1 and 2 'okay', 3 'got it', 4 'nice'. */
export function reviewToast(score: Score): ReviewToast {
  return toasts[score];
}

/** Error toast text when posting a review fails (docs/product.md §8). */
export function reviewPostErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `There was an error posting your review: ${detail}`;
}
