/// <reference lib="webworker" />
import init, { Fsrs } from 'fsrs-browser';
import type { OptimiseRequest, OptimiserMessage } from './optimiser-messages.ts';

// fsrs-rs, compiled to WebAssembly, fits FSRS-6 to the deck's reviews. It runs here on one
// thread: its thread pool needs a cross-origin isolated page, which the app is not, and a deck's
// history takes it a second or two alone (docs/scheduling.md).

const post = (message: OptimiserMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<OptimiseRequest>) => {
  const { ratings, deltas, lengths } = event.data;
  try {
    post({ type: 'stage', stage: 'loading' });
    await init();
    post({ type: 'stage', stage: 'fitting' });
    // Short-term stability is off: only the first review of a day schedules a card.
    const parameters = new Fsrs().computeParameters(ratings, deltas, lengths, undefined, false);
    post({ type: 'done', parameters: Array.from(parameters) });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
