/**
 * A note in local storage of when the query cache was last kept for a user: read at start-up
 * to decide whether restoring the kept copy is worth loading its code (offline-session.ts).
 * Free of imports: the persistence module and the start-up both use it.
 */
const NOTE_KEY = 'phrasebook-query-cache-kept';

export function noteKeptCopy(uid: string): void {
  try {
    window.localStorage.setItem(NOTE_KEY, JSON.stringify({ uid, at: Date.now() }));
  } catch {
    // Storage blocked: the next start simply does not restore.
  }
}

export function forgetKeptCopyNote(): void {
  try {
    window.localStorage.removeItem(NOTE_KEY);
  } catch {
    // nothing kept to forget
  }
}

/** Whether `uid`'s cache was kept less than `maxAgeMs` ago. */
export function keptCopyIsRecent(uid: string, maxAgeMs: number): boolean {
  try {
    const note = JSON.parse(window.localStorage.getItem(NOTE_KEY) ?? 'null') as {
      uid?: unknown;
      at?: unknown;
    } | null;
    return note?.uid === uid && typeof note.at === 'number' && Date.now() - note.at < maxAgeMs;
  } catch {
    return false;
  }
}
