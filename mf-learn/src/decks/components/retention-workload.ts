import { useEffect, useState } from 'react';
import {
  daySession,
  workloadCurve,
  type CardHistory,
  type WorkloadPoint,
} from '@phrasebook/domain';

/** The longest the simulation holds the main thread at a time: well inside a frame. */
const SLICE_MS = 8;
/** How often the progress shown is brought up to date. */
const PROGRESS_EVERY_MS = 100;

interface Simulated {
  histories: readonly CardHistory[];
  parameters: readonly number[] | null;
  points: WorkloadPoint[] | null;
  progress: number;
}

/**
 * The deck's workload curve (`workloadCurve`), simulated in slices of a few milliseconds with a
 * task between them, so the slider, typing and painting go on while it runs (28 retentions × a
 * year × every reviewed card is about half a second on a 1,000-card deck: docs/scheduling.md,
 * "The retention dial"). It runs again only when the cards or the parameters change: moving the
 * slider only moves the mark. `points` is null until the curve is complete.
 */
export function useWorkloadCurve(
  histories: readonly CardHistory[],
  parameters: readonly number[] | null,
): { points: WorkloadPoint[] | null; progress: number } {
  const [simulated, setSimulated] = useState<Simulated | null>(null);
  useEffect(() => {
    const run = workloadCurve(histories, parameters, daySession());
    let timer: ReturnType<typeof setTimeout>;
    let shownAt = performance.now();
    const slice = () => {
      const end = performance.now() + SLICE_MS;
      let step = run.next();
      while (!step.done && performance.now() < end) step = run.next();
      if (step.done) {
        setSimulated({ histories, parameters, points: step.value, progress: 1 });
        return;
      }
      if (performance.now() - shownAt > PROGRESS_EVERY_MS) {
        shownAt = performance.now();
        setSimulated({ histories, parameters, points: null, progress: step.value });
      }
      timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [histories, parameters]);
  // A curve for other cards or parameters is not this one.
  return simulated?.histories === histories && simulated.parameters === parameters
    ? simulated
    : { points: null, progress: 0 };
}
