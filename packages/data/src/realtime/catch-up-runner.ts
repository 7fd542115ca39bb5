import { latestInstant } from '@phrasebook/domain';

/** How far back a catch-up reads before the newest timestamp seen (see `createCatchUpRunner`). */
export const CATCH_UP_OVERLAP_MS = 10_000;

/** What a live view tells the catch-up: how to read what changed, and how to show it. */
export interface CatchUpSource<Row> {
  /**
   * The rows changed after `since` (an ISO timestamp), or everything the view shows when
   * `since` is null (the view has seen nothing yet).
   */
  fetchSince: (since: string | null) => Promise<Row[]>;
  /**
   * Shows what a catch-up read (also when it read nothing: a view that reads a whole summary
   * learns that it is empty), merged by id so a row read twice shows once.
   */
  merge: (rows: Row[]) => void;
  /** The row's cursor: the timestamp that moves when it is written (created_at, changed_at). */
  cursorOf: (row: Row) => string | null | undefined;
  /** The newest cursor the view already holds (its first load, rows that came live). */
  newestHeld?: () => string | null | undefined;
  /** How far back before the cursor to read again; CATCH_UP_OVERLAP_MS by default. */
  overlapMs?: number;
}

export interface CatchUpRunner {
  /** Reads what changed since the cursor and merges it; at most one read at a time. */
  run: () => Promise<void>;
}

/**
 * One view's catch-up (docs/architecture.md, live views). The cursor is the newest timestamp
 * the view has seen; the read starts `overlapMs` before it because timestamps are taken when a
 * transaction starts, not when it commits: a row committed late can carry an older time than
 * one already seen. What is read twice is merged by id. A run asked for while one is reading
 * waits for it and then reads once more (what it asked about may have come after that read
 * started), so a view never has two reads in flight.
 */
export function createCatchUpRunner<Row>(
  source: () => CatchUpSource<Row>,
  onError: (error: unknown) => void,
): CatchUpRunner {
  let cursor: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function readOnce() {
    const view = source();
    const held = latestInstant([cursor, view.newestHeld?.()]);
    const overlap = view.overlapMs ?? CATCH_UP_OVERLAP_MS;
    const since = held ? new Date(Date.parse(held) - overlap).toISOString() : null;
    const rows = await view.fetchSince(since);
    view.merge(rows);
    // An unreadable or missing time never becomes the cursor.
    cursor = latestInstant([held, ...rows.map((row) => view.cursorOf(row))]);
  }

  async function drain() {
    do {
      again = false;
      try {
        await readOnce();
      } catch (error) {
        // The next trigger (subscribe, visible, online) tries again.
        onError(error);
        return;
      }
    } while (again);
  }

  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = drain().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
