import { atom, type PrimitiveAtom, type SetStateAction } from 'jotai';
import { storeItem } from '../client/store-item.ts';

/** Local storage key of one user's outbox `name`: per user, so another account never sends it. */
export const outboxStorageKey = (name: string, uid: string) => `phrasebook:${name}-outbox:${uid}`;

/**
 * A user's persisted queue as a jotai atom: read back through `read`, which drops what is
 * unreadable, written through on every change, and kept in step with other tabs (their sends
 * are safe to repeat: every entry carries its idempotency key). Entries an earlier release
 * left under `formerKey` are taken over first (they are older), so an upgrade loses none.
 */
export function persistedQueueAtom<Entry>(
  key: string,
  read: (value: unknown) => Entry | null,
  formerKey?: string,
): PrimitiveAtom<Entry[]> {
  const readStored = (from = key): Entry[] => {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(from) ?? '[]');
      return Array.isArray(stored) ? stored.flatMap((item: unknown) => read(item) ?? []) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: Entry[]) => {
    try {
      storeItem(key, JSON.stringify(entries));
    } catch {
      // Full even without the kept screens, or disabled: the queue still works for this page's
      // lifetime.
    }
  };
  const takeOverFormer = (): Entry[] => {
    const current = readStored();
    if (!formerKey || window.localStorage.getItem(formerKey) === null) return current;
    const merged = [...readStored(formerKey), ...current];
    write(merged);
    window.localStorage.removeItem(formerKey);
    return merged;
  };
  const stored = atom(takeOverFormer());
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
      write(next);
    },
  );
}
