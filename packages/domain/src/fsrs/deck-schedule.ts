// Apart from fsrs-parameters.ts so that reading a schedule does not load ts-fsrs.

/**
 * FSRS-5 default weights w0…w18. ts-fsrs 5 defaults to FSRS-6 weights, so the
 * FSRS-5 set is pinned here; the database computes with the same numbers.
 */
export const FSRS5_WEIGHTS: readonly number[] = Object.freeze([
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925,
  1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
]);

/** FSRS-5's fixed forgetting-curve decay (docs/product.md §9). */
export const FSRS_DECAY = 0.5;

/** The curve factor that makes R = 0.9 when elapsed time equals stability: 0.9^(-1/0.5) − 1 = 19/81. */
export const FSRS_FACTOR = 19 / 81;

/** Target retention: a reviewed card is due once its retrievability is at or below this (docs/product.md §4, §9). */
export const DUE_RETRIEVABILITY = 0.9;

/**
 * How one deck is scheduled (issue #26): FSRS-6 parameters fitted to its reviews, or null for
 * the defaults, and the retrievability at which its cards fall due. The database stores and
 * checks the same two values on `user_deck`.
 */
export interface DeckSchedule {
  parameters: readonly number[] | null;
  desiredRetention: number;
}

/** The spec's schedule: FSRS-5 as FSRS-6 (w19 = 0, decay 0.5), due at R ≤ 0.9. */
export const DEFAULT_SCHEDULE: DeckSchedule = Object.freeze({
  parameters: null,
  desiredRetention: DUE_RETRIEVABILITY,
});

/** The FSRS-6 parameters w0…w20 that reproduce the spec's FSRS-5 schedule. */
export const DEFAULT_PARAMETERS: readonly number[] = Object.freeze([
  ...FSRS5_WEIGHTS,
  0,
  FSRS_DECAY,
]);

/** The range a learner may choose the desired retention from. */
export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;

/** Lowest and highest value of each of w0…w20 an optimiser may produce (public.fsrs_parameter_bounds). */
export const PARAMETER_BOUNDS: readonly (readonly [number, number])[] = Object.freeze([
  [0.001, 100],
  [0.001, 100],
  [0.001, 100],
  [0.001, 100],
  [1, 10],
  [0.001, 4],
  [0.001, 4],
  [0.001, 0.75],
  [0, 4.5],
  [0, 0.8],
  [0.001, 3.5],
  [0.001, 5],
  [0.001, 0.25],
  [0.001, 0.9],
  [0, 4],
  [0, 1],
  [1, 6],
  [0, 2],
  [0, 2],
  [0, 0.8],
  [0.1, 0.8],
]);

/** True for 21 finite parameters, each within the optimiser's bounds. */
export function parametersAreValid(w: readonly number[]): boolean {
  return (
    w.length === PARAMETER_BOUNDS.length &&
    w.every(
      (x, i) => Number.isFinite(x) && x >= PARAMETER_BOUNDS[i]![0] && x <= PARAMETER_BOUNDS[i]![1],
    )
  );
}

/**
 * A fitted set as the deck stores it: four decimals, as Anki shows parameters, and within
 * the bounds (a 32-bit float at a bound can lie a hair outside it in 64 bits).
 */
export function storableParameters(w: ArrayLike<number>): number[] {
  return PARAMETER_BOUNDS.map(([lo, hi], i) =>
    Math.min(hi, Math.max(lo, Math.round((w[i] ?? NaN) * 1e4) / 1e4)),
  );
}

/** The decay w20 of a deck's forgetting curve. */
export function scheduleDecay(schedule: DeckSchedule): number {
  return schedule.parameters?.[20] ?? FSRS_DECAY;
}
