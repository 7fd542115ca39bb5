import { useEffect, useRef, useState } from 'react';
import { logUnexpected } from '../errors/log-unexpected.ts';
import { createCatchUpRunner, type CatchUpRunner, type CatchUpSource } from './catch-up-runner.ts';
import { joinUserChannel, type BroadcastRow, type UserChannelEvent } from './user-channel.ts';

/** A live view: the broadcasts it shows, and how it catches up on what it missed. */
export interface LiveView<Row> extends CatchUpSource<Row> {
  /** Broadcast events of the user's channel this view shows. */
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
 * merges it. A null uid (signed out) listens to nothing. The view's functions may change every
 * render; the latest are used. `catchUp` asks for a read from code (waiting for one in flight).
 */
export function useLiveCatchUp<Row>(
  uid: string | null | undefined,
  view: LiveView<Row>,
): { catchUp: () => void } {
  const latest = useRef(view);
  const runnerRef = useRef<CatchUpRunner | null>(null);
  useEffect(() => {
    latest.current = view;
  });
  const eventsKey = view.events.join(',');

  useEffect(() => {
    if (!uid) return undefined;
    const runner = createCatchUpRunner(
      () => latest.current,
      (error) => logUnexpected('live-catch-up', error, { view: latest.current.name }),
    );
    runnerRef.current = runner;
    const leave = joinUserChannel(uid, {
      events: [...latest.current.events],
      onBroadcast: (event, row) => latest.current.onBroadcast(row, event),
      catchUp: () => void runner.run(),
    });
    return () => {
      leave();
      if (runnerRef.current === runner) runnerRef.current = null;
    };
  }, [uid, eventsKey]);

  // Stable, so a view can call it from onBroadcast (a broadcast that says "read again").
  const [catchUp] = useState(() => () => void runnerRef.current?.run());
  return { catchUp };
}
