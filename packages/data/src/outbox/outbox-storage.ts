import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Local storage key of one user's outbox `name`: per user, so another account never sends it. */
export const outboxStorageKey = (name: string, uid: string) => `phrasebook:${name}-outbox:${uid}`;

/**
 * A user's persisted queue as a jotai atom: read back through `read`, which drops what is
 * unreadable, and kept in step with other tabs (their sends are safe to repeat: every entry
 * carries its idempotency key).
 */
export function persistedQueueAtom<Entry>(key: string, read: (value: unknown) => Entry | null) {
  const json = createJSONStorage<unknown>(() => window.localStorage);
  const readAll = (value: unknown): Entry[] =>
    Array.isArray(value) ? value.flatMap((item: unknown) => read(item) ?? []) : [];
  return atomWithStorage<Entry[]>(
    key,
    [],
    {
      getItem: (storageKey, initial) => {
        const stored = json.getItem(storageKey, null);
        return stored === null ? initial : readAll(stored);
      },
      setItem: (storageKey, value) => json.setItem(storageKey, value),
      removeItem: (storageKey) => json.removeItem(storageKey),
      subscribe: (storageKey, callback, initial) =>
        json.subscribe!(
          storageKey,
          (value) => callback(value === null ? initial : readAll(value)),
          null,
        ),
    },
    { getOnInit: true },
  );
}
