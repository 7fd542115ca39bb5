import { storableParameters, trainingItems, type CardHistory } from '@phrasebook/domain';
import type { OptimiserMessage } from './optimiser-messages.ts';

export type OptimiserStage = 'loading' | 'fitting';

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
  const worker = new Worker(new URL('./optimiser.worker.ts', import.meta.url), {
    type: 'module',
    name: 'schedule-optimiser',
  });
  let cancel = () => {};
  const result = new Promise<number[]>((resolve, reject) => {
    cancel = () => {
      worker.terminate();
      reject(new OptimiseCancelled());
    };
    worker.onmessage = (event: MessageEvent<OptimiserMessage>) => {
      const message = event.data;
      if (message.type === 'stage') return onStage(message.stage);
      worker.terminate();
      if (message.type === 'done') resolve(storableParameters(message.parameters));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The optimiser could not start'));
    };
  });
  const items = trainingItems(histories);
  worker.postMessage(items, [items.ratings.buffer, items.deltas.buffer, items.lengths.buffer]);
  return { result, cancel };
}
