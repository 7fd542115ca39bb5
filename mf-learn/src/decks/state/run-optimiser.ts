import { storableParameters, trainingItems, type CardHistory } from '@phrasebook/domain';
import type { OptimiserMessage } from './optimiser-messages.ts';

export type OptimiserStage = 'loading' | 'fitting';

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
  result: Promise<number[]>;
  cancel: () => void;
}

/** Raised when the learner cancels a fit. */
export class OptimiseCancelled extends Error {
  constructor() {
    super('Optimising was cancelled');
  }
}

/**
 * Fits FSRS-6 to the histories in a Web Worker; the optimiser's code and WebAssembly are
 * downloaded only now. Resolves with the parameters as the deck stores them.
 */
export function runOptimiser(
  histories: readonly CardHistory[],
  onStage: (stage: OptimiserStage) => void,
): OptimiserRun {
  const { worker, stub } = startWorker();
  const stop = () => {
    worker.terminate();
    URL.revokeObjectURL(stub);
  };
  let cancel = () => {};
  const result = new Promise<number[]>((resolve, reject) => {
    cancel = () => {
      stop();
      reject(new OptimiseCancelled());
    };
    worker.onmessage = (event: MessageEvent<OptimiserMessage>) => {
      const message = event.data;
      if (message.type === 'stage') return onStage(message.stage);
      stop();
      if (message.type === 'done') resolve(storableParameters(message.parameters));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'The optimiser could not start'));
    };
  });
  const items = trainingItems(histories);
  worker.postMessage({ base: __webpack_public_path__, ...items }, [
    items.ratings.buffer,
    items.deltas.buffer,
    items.lengths.buffer,
  ]);
  return { result, cancel };
}
