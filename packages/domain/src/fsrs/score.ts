/** A review rating: 1 again, 2 hard, 3 good, 4 easy. */
export type Score = 1 | 2 | 3 | 4;

// Apart from next-state.ts so that checking a score does not load ts-fsrs: the review setup
// screen checks scores, only the session schedules (docs/performance.md).
/** True when `value` is one of the four review scores. */
export function isScore(value: unknown): value is Score {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
