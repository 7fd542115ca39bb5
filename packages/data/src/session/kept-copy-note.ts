/**
 * A note in local storage of whose query cache was last kept, and when: read at start-up to
 * decide whether restoring the kept copy is worth loading its code (offline-session.ts). Free
 * of imports: the persistence module and the start-up both use it.
 */
const NOTE_KEY = 'phrasebook-query-cache-kept';

function write(note: string | null): void {
  try {
    if (note) window.localStorage.setItem(NOTE_KEY, note);
    else window.localStorage.removeItem(NOTE_KEY);
  } catch {
    // Storage blocked: the next start simply does not restore.
  }
}

export const noteKeptCopy = (uid: string) => write(`${Date.now()} ${uid}`);

export const forgetKeptCopyNote = () => write(null);

/** Whether `uid`'s cache was kept less than `maxAgeMs` ago. */
export function keptCopyIsRecent(uid: string, maxAgeMs: number): boolean {
  try {
    const [at, owner] = (window.localStorage.getItem(NOTE_KEY) ?? '').split(' ');
    return owner === uid && Date.now() - Number(at) < maxAgeMs;
  } catch {
    return false;
  }
}
