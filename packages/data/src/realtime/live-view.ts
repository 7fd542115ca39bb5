import { createCatchUpRunner, type CatchUpSource } from './catch-up-runner.ts';
import { joinUserChannel, type BroadcastRow, type UserChannelEvent } from './user-channel.ts';

/** What a started live view reads from its hook: the view's latest functions. */
export interface LiveViewSource<Row> extends CatchUpSource<Row> {
  events: readonly UserChannelEvent[];
  onBroadcast: (row: BroadcastRow, event: UserChannelEvent) => void;
}

/**
 * Starts a view on the user's channel (useLiveCatchUp loads this once the page has settled, so
 * none of it weighs on a page's first load): broadcasts go to the view, and every reason to
 * catch up runs its catch-up.
 */
export function startLiveView<Row>(
  uid: string,
  view: () => LiveViewSource<Row>,
  onError: (error: unknown) => void,
): { run: () => void; stop: () => void } {
  const runner = createCatchUpRunner(view, onError);
  const run = () => void runner.run();
  const stop = joinUserChannel(uid, {
    events: [...view().events],
    onBroadcast: (event, row) => view().onBroadcast(row, event),
    catchUp: run,
  });
  return { run, stop };
}
