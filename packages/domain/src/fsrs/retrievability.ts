import { DUE_RETRIEVABILITY, FSRS_DECAY, FSRS_FACTOR } from './fsrs-parameters.ts';

/**
 * Probability of recall after `elapsedDays` at `stability` (docs/product.md §9):
 * R = (1 + 19/81 · t / S)^-0.5. R equals 0.9 when t = S.
 */
export function retrievability(elapsedDays: number, stability: number): number {
  if (!(stability > 0)) throw new RangeError(`stability must be positive, got ${stability}`);
  if (!(elapsedDays >= 0))
    throw new RangeError(`elapsedDays must be at least 0, got ${elapsedDays}`);
  return (1 + (FSRS_FACTOR * elapsedDays) / stability) ** -FSRS_DECAY;
}

/** True when a reviewed card with this retrievability is due again (R ≤ 0.9). */
export function isDue(currentRetrievability: number): boolean {
  return currentRetrievability <= DUE_RETRIEVABILITY;
}
