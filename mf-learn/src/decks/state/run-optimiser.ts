import { storableParameters, trainingItems, type CardHistory } from '@phrasebook/domain';
import type { OptimiserMessage, TrainingItems } from './optimiser-messages.ts';

/** Where a run is: loading the optimiser, or fitting the `fit`th set of `of`. */
export type OptimiserStage = { stage: 'loading' } | { stage: 'fitting'; fit: number; of: number };

declare const __webpack_public_path__: string;

/**
 * The optimiser's worker (rsbuild.config.ts builds it as workers/schedule-optimiser.js). This
 * remote may be served from another origin than the page, and a worker must come from the
 * page's: a same-origin stub imports the script, which classic workers may do across origins.
 */
function startWorker(): { worker: Worker; stub: string } {
  const script = new URL('workers/schedule-optimiser.js', __webpack_public_path__).href;
  const stub = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(script)});`], { type: 'text/javascript' }),
  );
  return { worker: new Worker(stub, { name: 'schedule-optimiser' }), stub };
}

/** A fit in progress: its result, and a way to stop it (the worker is ended at once). */
export interface OptimiserRun {
  result: Promise<number[][]>;
  cancel: () => void;
}

/** Raised when the learner cancels a fit. */
export class OptimiseCancelled extends Error {
  constructor() {
    super('Optimising was cancelled');
  }
}

/**
 * Fits FSRS-6 to each set of histories in turn in a Web Worker; the optimiser's code and
 * WebAssembly are downloaded only now. Resolves with the parameter sets as a deck stores them.
 */
export function runOptimiser(
  fits: readonly (readonly CardHistory[])[],
  onStage: (stage: OptimiserStage) => void,
): OptimiserRun {
  const { worker, stub } = startWorker();
  const stop = () => {
    worker.terminate();
    URL.revokeObjectURL(stub);
  };
  let cancel = () => {};
  const result = new Promise<number[][]>((resolve, reject) => {
    cancel = () => {
      stop();
      reject(new OptimiseCancelled());
    };
    worker.onmessage = (event: MessageEvent<OptimiserMessage>) => {
      const message = event.data;
      if (message.type === 'stage') {
        const { type: _type, ...stage } = message;
        return onStage(stage);
      }
      stop();
      if (message.type === 'done') resolve(message.parameters.map(storableParameters));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'The optimiser could not start'));
    };
  });
  const items: TrainingItems[] = fits.map((histories) => trainingItems(histories));
  worker.postMessage(
    { base: __webpack_public_path__, fits: items },
    items.flatMap(({ ratings, deltas, lengths }) => [
      ratings.buffer,
      deltas.buffer,
      lengths.buffer,
    ]),
  );
  return { result, cancel };
}
