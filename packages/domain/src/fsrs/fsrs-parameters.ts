import { fsrs, generatorParameters, type FSRS } from 'ts-fsrs';
import { DEFAULT_PARAMETERS, DUE_RETRIEVABILITY, type DeckSchedule } from './deck-schedule.ts';

export { DUE_RETRIEVABILITY, FSRS5_WEIGHTS, FSRS_DECAY, FSRS_FACTOR } from './deck-schedule.ts';

/**
 * Parameters handed to ts-fsrs (an FSRS-6 implementation) for a schedule. By default the 19
 * FSRS-5 weights plus w19 = 0 and the fixed FSRS-5 decay w20 = 0.5, i.e. the FSRS-5 model.
 * Fuzz is off so results are deterministic and reproducible in SQL; short-term stability
 * stays at the ts-fsrs default (on), which only affects the post-lapse stability cap
 * S / e^(w17·w18), because same-day reviews never reach ts-fsrs (see next-state.ts).
 */
export function parametersFor(schedule: DeckSchedule) {
  return generatorParameters({
    w: [...(schedule.parameters ?? DEFAULT_PARAMETERS)],
    enable_fuzz: false,
    request_retention: schedule.desiredRetention,
  });
}

/** The spec's schedule as ts-fsrs parameters. */
export const fsrsParameters = generatorParameters({
  w: [...DEFAULT_PARAMETERS],
  enable_fuzz: false,
  request_retention: DUE_RETRIEVABILITY,
});

/**
 * The ts-fsrs instance behind {@link nextState} for the spec's schedule. Exported so parity
 * tests (the SQL implementation) can compare against exactly the same configuration.
 */
export const fsrsScheduler = fsrs(fsrsParameters);

const schedulers = new Map<string, FSRS>();

/** The ts-fsrs instance for a deck's schedule (one per distinct schedule, kept). */
export function schedulerFor(schedule: DeckSchedule): FSRS {
  if (schedule.parameters === null && schedule.desiredRetention === DUE_RETRIEVABILITY) {
    return fsrsScheduler;
  }
  const key = `${schedule.desiredRetention}:${schedule.parameters?.join(',') ?? 'default'}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(parametersFor(schedule));
    schedulers.set(key, scheduler);
  }
  return scheduler;
}
