const activityEvents = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'];

/** How long a page that nobody touches waits before the work that keeps it current. */
export const SETTLE_MS = 3000;

let settled: Promise<void> | undefined;

/**
 * Resolves once the page's first load is over: at the visitor's first pointer movement, key,
 * touch or wheel (not focus: the app moves focus itself on navigation), or SETTLE_MS after
 * it was first asked for, whichever comes first.
 * Work that keeps an already-shown page current (realtime) waits for it instead
 * of competing with the screen's own code for the network (issue #14).
 */
export function pageSettled(): Promise<void> {
  return (settled ??= new Promise<void>((resolve) => {
    const timer = window.setTimeout(done, SETTLE_MS);
    function done() {
      window.clearTimeout(timer);
      for (const type of activityEvents) document.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of activityEvents) {
      document.addEventListener(type, done, { capture: true, passive: true });
    }
  }));
}
