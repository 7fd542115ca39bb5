import { useEffect, useRef } from 'react';
import { logUnexpected } from '../errors/log-unexpected.ts';
import type { CatchUpSource } from './catch-up-runner.ts';
import { pageSettled } from './page-settled.ts';
import type { BroadcastRow, UserChannelEvent } from './user-channel.ts';

/** A live view: the broadcasts it shows, and how it catches up on what it missed. */
export interface LiveView<Row> extends CatchUpSource<Row> {
  /** Broadcast events of the user's channel this view shows (read once, when it starts). */
  events: readonly UserChannelEvent[];
  /**
   * A broadcast arrived: show its row (merged by id, as a catch-up's) and do what else it
   * means (a toast). The row is the database's JSON of it: check its fields before use.
   */
  onBroadcast: (row: BroadcastRow, event: UserChannelEvent) => void;
  /** A name for error logs. */
  name: string;
}

/**
 * Keeps a view live while the calling component is mounted (docs/architecture.md, live views):
 * broadcasts on the signed-in user's private channel come in through `onBroadcast`, and
 * whenever something may have been missed (the channel subscribed again, the tab visible again,
 * the network back) it reads what changed since the newest thing it saw (`fetchSince`) and
 * merges it. It starts once the page has settled (page-settled.ts), with the code that does it.
 * A null uid (signed out) listens to nothing. The view's functions may change every render;
 * the latest are used. `catchUp` asks for a read from code (waiting for one in flight).
 */
export function useLiveCatchUp<Row>(
  uid: string | null | undefined,
  view: LiveView<Row>,
): { catchUp: () => void } {
  const latest = useRef(view);
  const run = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = view;
  });

  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | null = null;
    let closed = false;
    const onError = (error: unknown) =>
      logUnexpected('live-catch-up', error, { view: latest.current.name });
    void pageSettled()
      .then(() => import('./live-view.ts'))
      .then(({ startLiveView }) => {
        if (closed) return;
        const started = startLiveView(uid, () => latest.current, onError);
        run.current = started.run;
        stop = started.stop;
      })
      .catch(onError);
    return () => {
      closed = true;
      run.current = null;
      stop?.();
    };
  }, [uid]);

  return { catchUp: () => run.current?.() };
}
