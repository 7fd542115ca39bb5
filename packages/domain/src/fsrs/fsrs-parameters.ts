import { fsrs, generatorParameters } from 'ts-fsrs';

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
 * Parameters handed to ts-fsrs (an FSRS-6 implementation): the 19 FSRS-5 weights plus
 * w19 = 0 and the fixed FSRS-5 decay w20 = 0.5, i.e. the FSRS-5 model. These two are the
 * values ts-fsrs would fill in itself for 19 weights; passing them spares its console notice. Fuzz is off so results
 * are deterministic and reproducible in SQL; short-term stability stays at the
 * ts-fsrs default (on), which only affects the post-lapse stability cap
 * S / e^(w17·w18), because same-day reviews never reach ts-fsrs (see next-state.ts).
 */
export const fsrsParameters = generatorParameters({
  w: [...FSRS5_WEIGHTS, 0, FSRS_DECAY],
  enable_fuzz: false,
  request_retention: DUE_RETRIEVABILITY,
});

/**
 * The ts-fsrs instance behind {@link nextState}. Exported so parity tests (the
 * SQL implementation) can compare against exactly the same configuration.
 */
export const fsrsScheduler = fsrs(fsrsParameters);
