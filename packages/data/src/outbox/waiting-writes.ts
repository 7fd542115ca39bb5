const PREFIX = 'phrasebook:';
const suffix = (uid: string) => `-outbox:${uid}`;

/** Local storage key of one user's outbox `name`: per user, so another account never sends it. */
export const outboxStorageKey = (name: string, uid: string) => `${PREFIX}${name}${suffix(uid)}`;

const holdsEntries = (key: string) => {
  try {
    const stored = window.localStorage.getItem(key);
    return stored !== null && stored !== '[]';
  } catch {
    // Storage this page may not read holds nothing it could send.
    return false;
  }
};

/** Whether the user's outbox `name` holds writes not sent yet, read without loading its code. */
export const writesWaitingIn = (name: string, uid: string): boolean =>
  holdsEntries(outboxStorageKey(name, uid));

/**
 * Whether any of the user's outboxes holds writes not sent yet: an earlier page left them, and
 * whichever page the learner opens next sends them (docs/offline.md §3).
 */
export function writesWaiting(uid: string): boolean {
  const { localStorage } = window;
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX) && key.endsWith(suffix(uid)) && holdsEntries(key)) return true;
  }
  return false;
}

/**
 * What a remote that keeps writes in outboxes exposes as `./outboxes`: the shell calls it on any
 * signed-in page once the page has settled, when some outbox holds writes, so a write waits for
 * the network, not for a visit to the screens that made it.
 */
export type RemoteOutboxes = (uid: string) => Promise<void>;

/**
 * A remote's `./outboxes` from its outboxes by `createOutbox` name: only those that hold writes
 * of the user are loaded, and each starts sending them.
 */
export function defineRemoteOutboxes(
  outboxes: Record<string, () => Promise<{ start: (uid: string) => void }>>,
): RemoteOutboxes {
  return async (uid) => {
    const waiting = Object.entries(outboxes).filter(([name]) => writesWaitingIn(name, uid));
    for (const outbox of await Promise.all(waiting.map(([, load]) => load()))) outbox.start(uid);
  };
}
