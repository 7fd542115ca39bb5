import { DUE_RETRIEVABILITY, FSRS_DECAY, FSRS_FACTOR } from './deck-schedule.ts';

/**
 * Probability of recall after `elapsedDays` at `stability` (docs/product.md §9):
 * R = (1 + 19/81 · t / S)^-0.5. R equals 0.9 when t = S. A deck with fitted parameters
 * has its own decay w20: R = (1 + factor · t / S)^-decay, factor = 0.9^(-1/decay) − 1.
 */
export function retrievability(elapsedDays: number, stability: number, decay = FSRS_DECAY): number {
  if (!(stability > 0)) throw new RangeError(`stability must be positive, got ${stability}`);
  if (!(elapsedDays >= 0))
    throw new RangeError(`elapsedDays must be at least 0, got ${elapsedDays}`);
  const factor = decay === FSRS_DECAY ? FSRS_FACTOR : 0.9 ** (-1 / decay) - 1;
  return (1 + (factor * elapsedDays) / stability) ** -decay;
}

/** True when a reviewed card with this retrievability is due again (R ≤ 0.9, or the deck's desired retention). */
export function isDue(
  currentRetrievability: number,
  desiredRetention = DUE_RETRIEVABILITY,
): boolean {
  return currentRetrievability <= desiredRetention;
}
