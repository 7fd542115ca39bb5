/// <reference lib="webworker" />
import init, { Fsrs } from 'fsrs-browser';
import type { OptimiseRequest, OptimiserMessage } from './optimiser-messages.ts';

// fsrs-rs, compiled to WebAssembly, fits FSRS-6 to the learner's reviews. It runs here on one
// thread: its thread pool needs a cross-origin isolated page, which the app is not, and a
// learner's history takes it a second or two alone (docs/scheduling.md). Built apart from the
// federated app (rsbuild.config.ts, `workers`).

declare let __webpack_public_path__: string;

const post = (message: OptimiserMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<OptimiseRequest>) => {
  const { base, fits } = event.data;
  // Where the WebAssembly is: the worker runs from a blob, so its own address says nothing.
  __webpack_public_path__ = base;
  try {
    post({ type: 'stage', stage: 'loading' });
    await init();
    const parameters = fits.map(({ ratings, deltas, lengths }, i) => {
      post({ type: 'stage', stage: 'fitting', fit: i + 1, of: fits.length });
      // Short-term stability is off: only the first review of a day schedules a card. A fit
      // consumes its Fsrs (a second call on it fails with "null pointer passed to rust").
      return Array.from(new Fsrs().computeParameters(ratings, deltas, lengths, undefined, false));
    });
    post({ type: 'done', parameters });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
