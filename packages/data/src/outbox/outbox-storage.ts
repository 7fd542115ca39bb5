import { atom, type PrimitiveAtom, type SetStateAction } from 'jotai';

/** Local storage key of one user's outbox `name`: per user, so another account never sends it. */
export const outboxStorageKey = (name: string, uid: string) => `phrasebook:${name}-outbox:${uid}`;

/**
 * A user's persisted queue as a jotai atom: read back through `read`, which drops what is
 * unreadable, written through on every change, and kept in step with other tabs (their sends
 * are safe to repeat: every entry carries its idempotency key).
 */
export function persistedQueueAtom<Entry>(
  key: string,
  read: (value: unknown) => Entry | null,
): PrimitiveAtom<Entry[]> {
  const readStored = (): Entry[] => {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.flatMap((item: unknown) => read(item) ?? []) : [];
    } catch {
      return [];
    }
  };
  const stored = atom(readStored());
  stored.onMount = (set) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) set(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(stored),
    (get, set, update: SetStateAction<Entry[]>) => {
      const next = typeof update === 'function' ? update(get(stored)) : update;
      set(stored, next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the queue still works for this page's lifetime.
      }
    },
  );
}
